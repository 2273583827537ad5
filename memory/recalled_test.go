package memory_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// A question names a relative in other words than the turn that answers
// it ("我爱人" for "我老公"): recall meets them on the relation.
func TestRecallMeetsARelativeNamedInOtherWords(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.say("t1", "我同事一天抽两包烟。")
	e.say("t2", "我老公天天在阳台抽烟，一天得一包半。")
	score := recalledScores(t, e, "我爱人一天要抽多少根？")
	if score["t2"] == 0 || score["t2"] <= score["t1"] {
		t.Errorf("recalled scores %v: want the husband's turn t2 above the coworker's t1", score)
	}
}

// A question that names a class of drugs is answered by a turn that names
// only a drug of it, and shares no word with the question: the turn is
// indexed with its drug's classes, which the question's words meet where
// the drug's indications do not (an antibiotic treats many things). The
// other turn shares the question's common words.
func TestRecallMeetsADrugByItsClass(t *testing.T) {
	for _, tc := range []struct{ answer, other, question string }{
		{"Clarithromycin, twice a day for five days.", "She ended up on the sofa all weekend, watching the match.",
			"Which antibiotic did she end up on?"},
		{"医生给我开了头孢呋辛，一天两次。", "后来她就一直在家休息，哪儿也没去。", "后来给她用的是哪个抗生素？"},
	} {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		e.say("t1", tc.answer)
		e.say("t2", tc.other)
		e.say("t3", "Nice weather today. 今天天气不错。")
		score := recalledScores(t, e, tc.question)
		if score["t1"] == 0 || score["t1"] <= score["t2"] {
			t.Errorf("%q: recalled scores %v: want the drug of the class, t1, above t2", tc.question, score)
		}
	}
}

// The turns either side of a recalled turn come with it, a little less
// relevant: the clinician's plan after the patient named the nodule says
// nothing the question says.
func TestARecalledTurnBringsItsNeighbours(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.say("t1", "体检B超说我甲状腺上有个结节，三类。")
	// Long enough not to be indexed with the turn it follows.
	e.turn("t2", "clinician", "那先不用穿刺，半年以后再来复查一次，看看大小有没有变化，平时注意休息，别太紧张，有什么不舒服随时来门诊找我。", nil)
	e.say("t3", "好的，谢谢医生！")
	e.say("t4", "今天天气真好。")
	score := recalledScores(t, e, "我那个结节要怎么处理？")
	if score["t1"] == 0 || score["t2"] < 0.85*score["t1"] || score["t2"] >= score["t1"] {
		t.Errorf("recalled scores %v: want the plan t2 just below the turn t1 it follows", score)
	}
}

// A question and its answer are one piece of evidence: when recall finds
// the question, the answer comes at the question's relevance, even where
// recall ranked the answer itself lower, since "Yes." means nothing
// without "Are you taking the sertraline?".
func TestARecalledQuestionBringsItsAnswerAtItsRelevance(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.turn("t1", "clinician", "Are you still taking the sertraline every morning?", nil)
	e.say("t2", "Yes, I am.")
	e.turn("t3", "clinician", "Any side effects from the sertraline, like feeling sick?", nil)
	e.say("t4", "Not really.")
	score := recalledScores(t, e, "Is she still taking the sertraline every morning?")
	if score["t1"] == 0 || score["t2"] != score["t1"] {
		t.Errorf("recalled scores %v: want the answer t2 at the relevance of its question t1", score)
	}
}

// A bare answer the reading calls chit-chat ("No. They haven't." names
// nothing clinical) is still the answer to the question before it: when
// recall offers it, it comes at its question's relevance, not at its own
// lower rank, where a small budget cut it while keeping the question.
func TestARecalledChitchatAnswerComesAtItsQuestionsRelevance(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.turn("t1", "clinician", "Does anyone in your family have migraines or bad headaches?", nil)
	e.say("t2", "No. They haven't.")
	e.say("t3", "My migraines started last spring, with headaches every week and migraines at night.")
	e.turn("t4", "clinician", "Do the migraines come with headaches in the morning too?", nil)
	e.say("t5", "Sometimes, the migraines and headaches come in the morning.")
	score := recalledScores(t, e, "Does anyone in the family have migraines?")
	if score["t1"] == 0 || score["t2"] != score["t1"] {
		t.Errorf("recalled scores %v: want the answer t2 at the relevance of its question t1", score)
	}
}

// recalledScores asks the query in another session of the patient, so
// that what was said can only be recalled, and returns the relevance of
// each recalled turn.
func recalledScores(t *testing.T, e *env, query string) map[string]float64 {
	t.Helper()
	res, err := e.svc.Context(context.Background(), e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s2", Query: query, Lang: "zh"})
	if err != nil {
		t.Fatal(err)
	}
	score := map[string]float64{}
	for _, sec := range res.Sections {
		if sec.Name != "recalled" {
			continue
		}
		for _, it := range sec.Items {
			score[it.Source.TurnID] = it.Score
		}
	}
	return score
}

// A canned line said again (the assistant's greeting at every visit) is
// recalled once: the second copy adds only its tokens. A short answer
// said twice is two answers, each to its own question.
func TestRecallOffersRepeatedWordsOnce(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	greeting := "你好，欢迎！有健康、用药或者预约方面的问题都可以随时问我。"
	e.turn("t1", "assistant", greeting, nil)
	e.say("t2", "膝盖疼。")
	e.turn("t3", "assistant", greeting, nil)
	e.say("t4", "膝盖疼。")
	score := recalledScores(t, e, "预约方面的问题，膝盖疼找谁？")
	if (score["t1"] == 0) == (score["t3"] == 0) {
		t.Errorf("recalled scores %v: want the greeting (t1, t3) recalled once", score)
	}
	if score["t2"] == 0 || score["t4"] == 0 {
		t.Errorf("recalled scores %v: want both short answers (t2, t4)", score)
	}
}

// A Chinese canned line is short in characters: eleven of them are a whole
// sentence ("恭喜恭喜！孩子真争气。"), said again at every good result.
func TestRecallOffersAShortChineseCannedLineOnce(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	praise := "恭喜恭喜！孩子真争气。"
	e.say("t1", "孩子考试考了第一名。")
	e.turn("t2", "assistant", praise, nil)
	e.say("t3", "孩子游泳比赛也拿了第一。")
	e.turn("t4", "assistant", praise, nil)
	score := recalledScores(t, e, "孩子争气拿第一的事")
	if (score["t2"] == 0) == (score["t4"] == 0) {
		t.Errorf("recalled scores %v: want the praise (t2, t4) recalled once", score)
	}
}
