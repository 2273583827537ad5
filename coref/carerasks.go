package coref

import (
	"regexp"
	"slices"
)

// A relative's drug phrase ("his water pill", "Dad's pain tablet", "我爸那个
// 降糖药") asked about as a carer asks, what the relative should do with it
// or that more be prescribed ("Can Dad skip his water pill", "should he
// stop it before his op", "能不能一次多开两盒"), may be the patient's: the
// speaker may be a carer speaking of the one the record is about, or a
// patient asking of their own father. Nothing tells which, so the record's
// drugs of the phrase are offered, never chosen (carerAsked). A question of
// what the drug does to the relative ("does it make him wee a lot", "吃了
// 会不会低血糖") asks nothing of the speaker, and stays the relative's.

// carerAsks is a request, in the phrase's sentence, of what the relative
// is to do with the drug, or for more of it: the relative (or he, she) as
// the one who may skip, stop or leave it off, or a prescription asked for.
var carerAsks = regexp.MustCompile(`(?i)\b(?:can|could|should|shall|must|may|does|do) (?:he|she|dad|daddy|mum|mummy|mom|mommy|mam|mother|father|grandad|grandpa|grandma|gran|nan|nana|my (?:dad|mum|mom|husband|wife|son|daughter|father|mother))\b (?:still |just )?(?:skip|stop|miss|leave off|come off|hold off|halve|cut down|double up|keep taking|carry on)\b|` +
	`(?:能不能|可不可以|能|可以)(?:一次|再|先)?多?开|(?:他|她)(?:明天|今天|这几天|那天)?(?:能不能|可不可以|要不要|该不该|用不用|能|可以)(?:先)?(?:停|不吃|少吃|减|断)`)

// carerAskedOf reports whether the sentence of the phrase at span asks, as
// a carer does, what the relative is to do with it (carerAsks).
func carerAskedOf(rs []rune, span [2]int) bool {
	return validSpan(span, len(rs)) && carerAsks.MatchString(sentenceAround(rs, span))
}

// keepCarerAsked reports whether a relative's phrase outside a carer's
// session still offers the record's drugs: asked as a carer asks, with no
// drug of someone else's named in the session to tell the relative apart
// from the patient.
func keepCarerAsked(r Reference, window []WindowMention) bool {
	return r.ForRelative && r.CarerAsked && !againstOthers(window)
}

// offerOnly leaves a resolution unresolved with what it chose from: a
// relative's phrase a carer asked about is offered, never chosen.
func offerOnly(r Resolution) Resolution {
	if !r.Resolved {
		return r
	}
	cands := slices.Clone(r.Candidates)
	r.EntityID, r.Display, r.ConceptID, r.Resolved = "", "", "", false
	r.Candidates = cands
	return r
}
