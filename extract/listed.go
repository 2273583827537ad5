package extract

import (
	"regexp"
	"slices"
	"strings"
)

// A drug listed after someone else's drug, joined to it by a word of
// adding and nothing else ("我老伴 现在天天吃氯吡格雷 还有阿司匹林", "我爸在吃
// 氨氯地平 另外还有阿托伐他汀", "my dad's on amlodipine, plus atorvastatin"),
// is theirs too: the list goes on with the same person's drugs. With no
// person before the second drug, the context rules read it as the
// patient's: a relative's aspirin became the patient's drug, and the answer
// to the patient's own "我那个防血栓的药".
var (
	listJoin = regexp.MustCompile(`^[\s,，、;；]*(?:嗯|呃|um|erm|uh)?[\s,，、]*(?:另外|再|还|也)?(?:还有|外加|加上|以及|和|跟|与|还吃|也吃|and|plus|as well as|along with|with)[\s,，、]*(?:the |some |his |her |their )?$`)
	// The patient's own after the drug ("还有阿司匹林我也在吃", "and aspirin,
	// which I take too"; a clinician's "还有阿司匹林您自己接着吃") keeps it
	// theirs.
	listOwnAfter = regexp.MustCompile(`^[\s,，]*(?:我也|我自己|我还|我在|我一直|我每天|我天天|您自己|你自己|您也|你也|您接着|你接着|您还|你还|i take|i'm on|i am on|i'm also|i also|which i|that i|me too|for me|is yours|is for you|you take|you're on|you keep|you carry on|which you|that you)`)
)

// listedWithOthers returns mentions with each drug joined by a list word to
// a drug of someone else's given that person as its experiencer.
func listedWithOthers(text string, mentions []Mention) []Mention {
	rs := []rune(strings.ToLower(text))
	var out []Mention
	prev := -1 // the drug before, in text order
	idx := make([]int, len(mentions))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return mentions[a].Span[0] - mentions[b].Span[0] })
	for _, i := range idx {
		m := mentions[i]
		if m.Type != "drug" || !(m.Span[0] >= 0 && m.Span[0] < m.Span[1] && m.Span[1] <= len(rs)) {
			continue
		}
		if prev >= 0 {
			p := mentions[prev]
			own := experiencerOf(out, mentions, i)
			if cur := experiencerOf(out, mentions, prev); cur != "" && cur != Patient && (own == "" || own == Patient) &&
				p.Span[1] <= m.Span[0] && listJoin.MatchString(string(rs[p.Span[1]:m.Span[0]])) &&
				!ownAfter(rs, mentions, m) {
				if out == nil {
					out = slices.Clone(mentions)
				}
				out[i].Assertion.Experiencer = cur
			}
		}
		prev = i
	}
	if out == nil {
		return mentions
	}
	return out
}

// experiencerOf is the experiencer of mention i, as changed in out.
func experiencerOf(out, mentions []Mention, i int) string {
	if out != nil {
		return out[i].Assertion.Experiencer
	}
	return mentions[i].Assertion.Experiencer
}

// ownAfter reports whether the words right after drug m claim it for the
// patient (listOwnAfter). Claimed in a clause of their own that names its
// own drug ("…，还有阿司匹林，我自己吃二甲双胍"), they are that drug's: the
// list before them goes on with the relative's.
func ownAfter(rs []rune, mentions []Mention, m Mention) bool {
	if !listOwnAfter.MatchString(string(rs[m.Span[1]:])) {
		return false
	}
	end := m.Span[1]
	for end < len(rs) && strings.ContainsRune(" ,，", rs[end]) {
		end++
	}
	for end < len(rs) && !strings.ContainsRune(",，.。;；!！?？", rs[end]) {
		end++
	}
	for _, n := range mentions {
		if n.Type == "drug" && n.Span[0] > m.Span[1] && n.Span[0] < end {
			return false
		}
	}
	return true
}
