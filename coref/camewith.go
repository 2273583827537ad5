package coref

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A speaker who came with, or rings about, a relative and speaks of them in
// the third person speaks for them: "I've come in with Mum, she's not
// sleeping again", "I brought my dad in, he's been wandering at night",
// "it's about my wife, she's at home, she asked me to ring", "我是陪我妈来的
// 她想问问", "我带我爸来的 他耳朵背", "我陪阿妈嚟 佢想问下". The relative is
// the patient: "Mum's old sleeping tablets", "her patch" are the record's.
// "I came in with my husband, my knees are bad" (no he or she) and "my
// husband drove me in, he's parking" (no coming with, no ringing about)
// leave the speaker the patient.
var (
	enCameWith = regexp.MustCompile(`(?i)\b(?:i've|i have|i|we've|we have|we)\s+(?:just\s+)?(?:come|came|been)\s+(?:in\s+|along\s+|here\s+|today\s+|down\s+)*(?:with|for)\s+(?:my\s+|me\s+|our\s+)?` + enKin + `\b|` +
		`\b(?:i've|i have|i|we've|we)\s+(?:just\s+)?brought\s+(?:my\s+|me\s+|our\s+)?` + enKin + `\s+(?:in|along|here|today|down)\b|` +
		`\b(?:i'm|i am|we're|we are)\s+(?:here\s+)?(?:with|for)\s+(?:my\s+|me\s+|our\s+)?` + enKin + `\b(?:\s+today)?\s*[,.;-]|` +
		`\bit's\s+(?:about|for|regarding)\s+(?:my\s+|me\s+|our\s+)` + enKin + `\b`)
	enAskedMeTo = regexp.MustCompile(`(?i)\b(?:she|he)\s+(?:asked|wanted|told)\s+me\s+to\s+(?:ring|call|phone|ask|come)\b`)
	zhCameWith  = regexp.MustCompile(`(?:我|俺)(?:是|今天是|这回是)?(?:陪|带|跟|同|陪着|带着|跟着)(?:我|俺)?(?:家)?(?:的)?` + zhKin + `(?:一起|一块儿?|一道)?(?:来|过来|嚟|来的|嚟嘅)|` +
		`(?:我|俺)(?:家)?` + zhKin + `(?:让|叫|托|喊)(?:我|俺)(?:来|过来|嚟|打电话|帮[他她佢])?(?:问|拿|开)`)
)

const (
	enKin = `(?:mum|mom|mam|mammy|mother|dad|father|husband|hubby|wife|missus|partner|son|daughter|nan|nana|gran|granny|grandma|grandad|grandpa|aunt|auntie|uncle|brother|sister|father-in-law|mother-in-law)`
	zhKin = `(?:妈妈|妈|老妈|老母亲|母亲|爸爸|爸|老爸|老父亲|父亲|老伴儿?|爱人|老公|老婆|媳妇|儿子|闺女|女儿|奶奶|爷爷|姥姥|姥爷|外婆|外公|婆婆|公公|阿妈|阿爸|老豆|老母|娘|老汉)`
)

// cameWith reports whether a speaker's turn says they came with or ring
// about a relative and speaks of someone in the third person.
func cameWith(turns []WindowTurn) bool {
	for _, t := range turns {
		if t.Speaker != extract.Patient {
			continue
		}
		if enAskedMeTo.MatchString(t.Text) || (enCameWith.MatchString(t.Text) || zhCameWith.MatchString(t.Text)) && thirdPersonWord.MatchString(t.Text) {
			return true
		}
	}
	return false
}
