package understand

import "regexp"

// A quit denied is the habit now: "他哪里戒了，他还偷偷抽" (s46 blind round 13
// zh16, the wife contradicting her husband's "烟戒了三年了"), "烟根本没戒",
// "戒什么戒", "戒了几次都没戒掉", "想戒戒不掉" were read as given up, by the
// 戒 in them. A 戒 asked back (哪里/哪儿/哪 before it, 什么 after it), denied
// (没/没有/根本没/还没 before it) or failed (戒不掉, 戒不了, 没戒掉, 没戒成)
// says the habit goes on. "戒了三年了", "早就戒了" and "打算戒" (a plan,
// withoutPlansToQuit) are read as before.

// quitDeniedRe matches a quit asked back, denied or failed.
var quitDeniedRe = regexp.MustCompile(`(?:哪里|哪儿|哪|根本|从来|一直|还|并)没?(?:有)?戒|(?:没|没有|未|冇)(?:能)?戒|戒(?:什么|啥|个屁)|戒不(?:掉|了|住)|戒(?:了)?(?:几次|好几次|两次|三次)?都?没戒(?:掉|成)|没戒(?:掉|成)`)

// quitDenied reports whether s, the habit's part, denies its quit.
func quitDenied(s string) bool {
	return quitDeniedRe.MatchString(s)
}
