package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhMayAfter, after a drug in its sentence, asks whether it may be taken:
// "布洛芬，疼得厉害能不能一块吃", "阿司匹林可以吃吗", "嗰啲药可唔可以一齐食".
// A bare "可以吃" with no question is an answer, not a question.
var zhMayAfter = regexp.MustCompile(`(能不能|可不可以|可唔可以|得唔得|能否|可否)(一块|一塊|一起|一齐|一齊|同时|同時|一同|跟着|跟著)?(吃|用|喝|食|服|抹|擦)|(能|可以|可以再)(一块|一塊|一起|一齐|一齊|同时|同時)?(吃|用|喝|食|服|抹|擦)(吗|嗎|么|麼|不|吖|啊|嘛)`)

// zhTakenNow, in the drug's sentence, say it is being taken: the question
// is then about going on with it, and the drug stays taken.
var zhTakenNow = []string{"吃着", "吃著", "在吃", "一直", "每天", "天天", "继续", "繼續", "接着吃", "一天", "食紧", "食緊", "用着", "用著"}

// zhAskedWhetherAfter reports whether a patient's Chinese drug is named and
// then asked about in its sentence ("我家里还有布洛芬，疼得厉害能不能一块吃",
// "阿莫西林可以吃吗"): a question, not a drug taken. "布洛芬我一直吃着，能
// 不能继续吃" stays taken.
func zhAskedWhetherAfter(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return zhMayAfter.MatchString(rest) && !containsAny(tx.sentenceOf(m.Span[0]), zhTakenNow) && !containsAny(sentenceBefore(tx, m), zhGivenBefore)
}

// zhGivenBefore, before the drug in its sentence, say it was prescribed or
// is taken: "皮肤科开了多西环素，想问两个能不能一起吃" asks about a drug the
// patient has been given to take.
var zhGivenBefore = []string{"开了", "開了", "开的", "開的", "给开", "給開", "配了", "配的", "在吃", "吃着", "吃著", "一直"}

// zhMayLeadSpoken asks, before a drug, whether it may be taken, with the
// pauses and pointing words of speech between: "可唔可以食返嗰啲……嗰啲感
// 冒药", "能不能吃点那个……布洛芬".
var zhMayLeadSpoken = regexp.MustCompile(`(能|可以|可不可以|能不能|能否|可否|可唔可以|得唔得)(吃|用|喝|抹|擦|吸|打|食)(返|回)?$`)

// zhSpokenFillers stand between a verb and its drug in speech.
var zhSpokenFillers = []string{"嗰啲", "那些", "那个", "那個", "这个", "這個", "啲", "点儿", "点", "點", "些", "…", "．", ".", " ", "呃", "嗯"}

// zhAskedWhetherSpoken reports whether a patient's Chinese drug is asked
// for leave to take with fillers between the ask and the drug, across a
// pause ("咁我可唔可以食返嗰啲……嗰啲感冒药"): a question, not a drug taken.
// A drug named in Latin letters in Chinese speech is asked about the same
// way: "那我可以打那个 Humira 嗎 網路上看人家說超有效" (s51 blind round 20 zh06).
func zhAskedWhetherSpoken(tx text, m extract.Mention) bool {
	from := m.Span[0]
	for from > 0 && !strings.ContainsRune("，,。！!？?；;", tx.runes[from-1]) {
		from--
	}
	before := tx.between(from, m.Span[0])
	for {
		trimmed := before
		for _, f := range zhSpokenFillers {
			trimmed = strings.TrimSuffix(trimmed, f)
		}
		if trimmed == before {
			break
		}
		before = trimmed
	}
	return zhMayLeadSpoken.MatchString(before)
}
