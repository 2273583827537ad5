package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug told taken, and then, in a clause of its own, told no trouble
// ("Had cephalexin heaps of times though, no worries with that", r16-en14
// in Australian English, answering "Any allergies?") is tolerated, as "I
// had cefalexin and it was fine" is (toleratedallergen.go): written as a
// cefalexin allergy, it would have kept a drug the patient takes safely
// off the table. The clause that tells no trouble must be only that, and
// name nothing else: "…, no problems with the ibuprofen" is the
// ibuprofen's.

// noTroubleClauses open a clause that tells no trouble; the regional
// "no worries" and "no dramas" (Australian) say what "no problem" does.
var noTroubleClauses = []string{"no problem", "no problems", "no trouble", "no worries", "no dramas", "no issues", "no issue",
	"never a problem", "never had a problem", "never had any problem", "never had any problems", "never any problem", "never any trouble",
	"it was fine", "it's fine", "that was fine", "that's fine", "was fine", "no reaction", "never reacted",
	// Scots "nae bother wi that" (s53 blind round 21 en01).
	"no bother", "nae bother", "nae problem", "nae bother at all",
	// "Penicillin, ibuprofen, all that, I'm grand with" (Irish), "I've had
	// penicillin, erythromycin, the lot, never a peep".
	"i'm grand with", "grand with", "i'm fine with", "fine with", "never a peep", "not a peep", "all grand", "all fine",
	// "drug allergy no. panadol, ponstan all ok one" (Singaporean, review 14 E07).
	"all ok", "all okay", "all good", "both fine", "both ok", "both okay", "are fine", "are ok", "are okay",
	// "I've had Keflex and Zithromax before, totally fine", "…the lot, never a
	// bother", Filipino "I've taken, okay naman" (review 17).
	"totally fine", "perfectly fine", "absolutely fine", "no problem at all", "never a bother", "okay naman", "ok naman",
	// "洗必泰，没事，那个没事".
	"没事", "那个没事", "没问题", "冇事", "啥事没有", "啥事儿没有", "什么事都没有", "一点事都没有"}

// takenOnlyClause is a clause that only says the drugs before it were taken, on
// the way to saying they were fine: "Sulfa, penicillin, all I have taken
// before, no problem at all" (review 17 E07).
var takenOnlyClause = regexp.MustCompile(`^(?:all |both )?(?:i|i've|i have|i had|we've|he's|she's)(?: have| has)? (?:taken|had|used|tried)(?: (?:them|it|both|all|before|already|many times|plenty))*$`)

// listTails close a list of drugs without naming one: "…, all that, I'm
// grand with", "…, the lot, never a peep".
var listTails = []string{"all that", "the lot", "and that", "all of them", "and the rest", "and all", "all those", "etc"}

// onlyDrugsIn reports whether the clause from start to end names drugs and
// nothing else: a list going on.
func onlyDrugsIn(x extract.Result, tx text, start, end int) bool {
	covered := 0
	for _, n := range x.Mentions {
		if n.Span[0] >= start && n.Span[1] <= end {
			if n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass {
				return false
			}
			covered += n.Span[1] - n.Span[0]
		}
	}
	rest := len([]rune(strings.Trim(tx.between(start, end), " ,;.-—and")))
	return covered > 0 && covered >= rest-1
}

// pastDrugs returns where the drugs that open the stretch [from, end)
// end, with the commas and "and" between them: from when it opens with
// none.
func pastDrugs(x extract.Result, tx text, from, end int) int {
	for {
		at := from
		for at < end && (tx.runes[at] == ' ' || tx.runes[at] == ',' || tx.runes[at] == '，' || tx.runes[at] == '、') {
			at++
		}
		for _, w := range []string{"and ", "or "} {
			if strings.EqualFold(tx.between(at, min(at+len(w), end)), w) {
				at += len(w)
			}
		}
		next := -1
		for _, n := range x.Mentions {
			if n.Span[0] == at && n.Span[1] <= end && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
				next = n.Span[1]
			}
		}
		if next < 0 {
			return from
		}
		from = next
	}
}

// fineToldAfter reports whether the clause after drug mention m's, in its
// sentence and naming no concept, says the drug gave no trouble. A clause
// that is only a trailing "though" or "anyway" is passed over.
func fineToldAfter(x extract.Result, tx text, m extract.Mention) bool {
	e := tx.clauseEnd(m.Span[0])
	for e < len(tx.runes) && tx.sent[e] == tx.sent[m.Span[0]] {
		c := strings.ToLower(strings.Trim(tx.clauseOf(e), " ,;."))
		end := tx.clauseEnd(e)
		if from := pastDrugs(x, tx, e, end); from > e && from < end {
			// "…, ponstan all ok one": the list goes on into a clause
			// that ends by telling them all fine.
			e, c = from, strings.ToLower(strings.Trim(tx.between(from, end), " ,;."))
		}
		switch {
		case c == "" || c == "though" || c == "anyway" || c == "mind" || c == "tho" || slices.Contains(listTails, c) || onlyDrugsIn(x, tx, e, end) || takenOnlyClause.MatchString(c):
			e = end
			continue
		case startsWithAny(c, noTroubleClauses) == "":
			return false
		}
		for _, n := range x.Mentions {
			if n.Span[0] >= e && n.Span[0] < end {
				return false
			}
		}
		return true
	}
	return false
}

// zhTolerated, after Chinese drugs named in a list, says they were taken
// without trouble: "对乙酰氨基酚、布洛芬都吃过，没反应", "可待因、吗啡这些用过都没事".
var zhTolerated = regexp.MustCompile(`^(?:[、，,和跟与及]*[^，,。；;！!？?]{0,12}?)?(?:这些|这几样|这几个|都|也)*(?:吃过|用过|打过|输过|试过|食过)(?:的|了)?[，, ]*(?:都|也)?(?:没事|没事儿|没反应|没啥反应|没什么反应|没有反应|没问题|没啥问题|没有问题|不过敏|啥事儿没有|啥事没有|什么事都没有|啥事都没有)`)

// zhToleratedAfter reports whether Chinese drug mention m is told taken
// without trouble right after it, with only other drugs of its list
// between: then the allergy cue of its part, told of another allergen
// ("猫毛过敏，…"), is not its allergy.
func zhToleratedAfter(tx text, m extract.Mention) bool {
	end := tx.sentenceEnd(m)
	return zhTolerated.MatchString(tx.between(m.Span[1], end))
}

// zhDrugsFine, before Chinese drugs in their sentence, says drugs as a
// whole give no trouble: "我对花生过敏系真嘅，但系药就冇问题，红霉素、青霉素都食过",
// "我就是对胶布过敏…药倒是都没事，阿司匹林也吃过".
var zhDrugsFine = regexp.MustCompile(`药物?(?:就|倒是|倒|都|也|呢|嘛)*(?:冇|没有|没|无)(?:啥|什么|乜)?(?:问题|事儿|事|反应|[，,。 ])`)

// enDrugsFine, before English drugs in their sentence, says drugs as a
// whole give no trouble: "Shellfish, like, real bad. Medications though,
// nothing, I've had penicillin, sulfa, codeine…, all fine."
var enDrugsFine = regexp.MustCompile(`\b(?:medications?|medicines?|drugs|tablets|pills)(?: though| tho| wise)?,? (?:nothing|none|no|fine|are fine|no problem|no bother)\b|` +
	// "I'm all right with all the medicines, aspirin, ibuprofen…" ("never had a reaction to a drug" anywhere in the sentence is enNeverReacted).
	`\b(?:all right|alright|fine|ok|okay|grand) with (?:all )?(?:the |any )?(?:medicines|medications|drugs|tablets)\b`)

// drugsFineBefore reports whether drug m's sentence says, before
// it, that drugs give no trouble (see above).
func drugsFineBefore(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return enDrugsFine.MatchString(sentenceBefore(tx, m))
	}
	return zhDrugsFine.MatchString(sentenceBefore(tx, m))
}

// drugsFineInSentence reports whether drug m's sentence says anywhere that
// the speaker never reacted to a drug: "the cephalexin they gave me after,
// and the morphine, all fine, never, never had a reaction to a drug".
func drugsFineInSentence(tx text, m extract.Mention) bool {
	return !isHan(m.Text) && enNeverReacted.MatchString(tx.sentenceOf(m.Span[0]))
}

// enNeverReacted says no drug ever gave the speaker trouble.
var enNeverReacted = regexp.MustCompile(`\bnever[, ]+(?:never )?had (?:a|any) (?:reaction|problem)s? (?:to|with) (?:a |any )?(?:drug|medicine|medication)s?\b`)
