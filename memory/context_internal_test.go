package memory

import (
	"fmt"
	"maps"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/understand"
)

func TestSpokenDropsHesitationsOnly(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Um, yeah, I mean, other than um athsma, um I use an inhaler", "yeah, I mean, other than athsma, I use an inhaler"},
		{"No. Uh. I don't smoke.", "No. I don't smoke."},
		{"Umbrella and hummus", "Umbrella and hummus"},
		{"嗯， 我 在 吃 药", "我 在 吃 药"},
		{"line one\nline two", "line one line two"},
	} {
		if got := spoken(tt.in); got != tt.want {
			t.Errorf("spoken(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestAFactLineSaysWhatTellsItApart(t *testing.T) {
	fact := func(display string, kv ...string) entity.Fact {
		f := entity.Fact{Type: entity.Symptom, Display: display, Status: entity.Active, Verification: entity.Confirmed,
			Kind: entity.KindFact, Attributes: map[string]string{}}
		for i := 0; i+1 < len(kv); i += 2 {
			f.Attributes[kv[i]] = kv[i+1]
		}
		return f
	}
	for _, tt := range []struct {
		name string
		f    entity.Fact
		want string
	}{
		{"a site the display lacks is said", fact("numbness", "site", "foot"), "- symptom: numbness; site foot [0001-01-01]"},
		{"a site the display says is not said again", fact("hand numbness", "site", "hand"), "- symptom: hand numbness [0001-01-01]"},
		{"a setting the display lacks is said", fact("glucose 7.2 mmol/L", "setting", "home"), "- symptom: glucose 7.2 mmol/L; setting home [0001-01-01]"},
		{"an onset is a date", fact("itching", "onset", "2025-01-11T00:00:00Z"), "- symptom: itching; onset 2025-01-11 [0001-01-01]"},
		{"an onset with a time of day keeps it", fact("chest pain", "onset", "2025-01-11T07:30:00Z"), "- symptom: chest pain; onset 2025-01-11 07:30 UTC [0001-01-01]"},
		{"an onset in words is shown as it is", fact("cough", "onset", "last week"), "- symptom: cough; onset last week [0001-01-01]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := renderFact(tt.f, "en"); got != tt.want {
				t.Errorf("renderFact = %q, want %q", got, tt.want)
			}
		})
	}
}

// The generic allergy concept and social history are said in words, in
// both languages: "否认过敏：any allergy" and "测量 [inactive]：吸烟" were
// what a Chinese prompt showed of them.
func TestAFactLineSaysTheGenericAllergyAndHabitsInWords(t *testing.T) {
	fact := func(typ, display, status, verification, concept string) entity.Fact {
		return entity.Fact{Type: typ, Display: display, Status: status, Verification: verification, Kind: entity.KindFact,
			Attributes: map[string]string{entity.ConceptAttribute: concept}}
	}
	runRenderCases(t, renderFact, []renderCase{
		{"no known allergies in Chinese", "zh", fact(entity.Allergy, "any allergy", entity.Inactive, entity.Refuted, "allergy:any"), "- 无已知过敏"},
		{"no known allergies in English", "en", fact(entity.Allergy, "any allergy", entity.Inactive, entity.Refuted, "allergy:any"), "- no known allergies"},
		{"no known drug allergies in Chinese", "zh", fact(entity.Allergy, "any drug allergy", entity.Inactive, entity.Refuted, "cond:drug_allergy_status"), "- 无已知药物过敏"},
		{"no known drug allergies in English", "en", fact(entity.Allergy, "any drug allergy", entity.Inactive, entity.Refuted, "cond:drug_allergy_status"), "- no known drug allergies"},
		{"a former smoker", "en", fact(entity.Observation, "smoking", entity.Inactive, entity.Confirmed, "social:smoking"), "- social history: smoking [former, 0001-01-01]"},
		{"a denied habit in Chinese", "zh", fact(entity.Observation, "饮酒", entity.Inactive, entity.Refuted, "social:alcohol"), "- 否认生活习惯：饮酒"},
		{"a past procedure in Chinese", "zh", fact(entity.Procedure, "阑尾切除术", entity.Inactive, entity.Unconfirmed, "proc:appendectomy"), "- 操作：阑尾切除术 [既往, 未确认, 0001-01-01]"},
	})
}

// A dose counted in tablets says its unit in the prompt's language: a
// Chinese line showed "剂量 2 tablet".
func TestADoseSaysItsCountUnitInThePromptsLanguage(t *testing.T) {
	metformin := func(display, dose string) entity.Fact {
		return entity.Fact{Type: entity.Medication, Display: display, Status: entity.Active, Verification: entity.Confirmed,
			Kind: entity.KindFact, Attributes: map[string]string{entity.ConceptAttribute: "drug:metformin", "dose": dose}}
	}
	runRenderCases(t, renderFact, []renderCase{
		{"tablets in Chinese", "zh", metformin("二甲双胍", "2 tablet"), "- 用药：二甲双胍；剂量 2 片 [0001-01-01]"},
		{"puffs in Chinese", "zh", metformin("二甲双胍", "1 puff"), "- 用药：二甲双胍；剂量 1 喷 [0001-01-01]"},
		{"tablets in English", "en", metformin("metformin", "2 tablet"), "- medication: metformin; dose 2 tablet [0001-01-01]"},
		{"milligrams in Chinese", "zh", metformin("二甲双胍", "500 mg"), "- 用药：二甲双胍；剂量 500 mg [0001-01-01]"},
	})
}

// An allergy's reaction is shown: it tells an anaphylaxis from an
// intolerance (session 69's review: stored, never shown).
func TestAnAllergyShowsItsReaction(t *testing.T) {
	reader, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	svc := &Service{reader: reader}
	allergy := func(display, reaction string) entity.Fact {
		return entity.Fact{Type: entity.Allergy, Display: display, Status: entity.Active, Verification: entity.Unconfirmed, Kind: entity.KindFact,
			Attributes: map[string]string{entity.ConceptAttribute: "allergen:cephalosporins", "reaction": reaction}}
	}
	intolerance := func(display, reaction string) entity.Fact {
		f := allergy(display, reaction)
		f.Attributes["type"] = understand.IntoleranceType
		return f
	}
	runRenderCases(t, func(f entity.Fact, lang string) string { return renderFact(svc.localFact(f, lang), lang) }, []renderCase{
		{"in English", "en", allergy("cephalosporins", "rash, dyspnea"), "- allergy: cephalosporins; reaction rash, dyspnea [unconfirmed, 0001-01-01]"},
		{"in Chinese", "zh", allergy("cephalosporins", "rash, dyspnea"), "- 过敏：头孢菌素类；反应 皮疹、呼吸困难 [未确认, 0001-01-01]"},
		{"an intolerance", "en", intolerance("cephalosporins", "nausea"), "- allergy: cephalosporins (intolerance); reaction nausea [unconfirmed, 0001-01-01]"},
		{"an intolerance in Chinese", "zh", intolerance("cephalosporins", "nausea"), "- 过敏：头孢菌素类 (不耐受)；反应 恶心 [未确认, 0001-01-01]"},
	})
}

func TestARecordLineListsTheFactsOfOneKind(t *testing.T) {
	day := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	fact := func(typ, display, status, verification, kind string, kv ...string) entity.Fact {
		f := entity.Fact{Type: typ, Display: display, Status: status, Verification: verification, Kind: kind,
			Attributes: map[string]string{}, RecordedAt: day}
		for i := 0; i+1 < len(kv); i += 2 {
			f.Attributes[kv[i]] = kv[i+1]
		}
		return f
	}
	for _, tt := range []struct {
		name, lang        string
		f                 entity.Fact
		head, note, entry string
	}{
		{"an active confirmed drug says neither", "en", fact(entity.Medication, "amlodipine", entity.Active, entity.Confirmed, entity.KindFact, "dose", "5 mg"),
			"- medications: ", "(2026-12-01)", "amlodipine, dose 5 mg"},
		{"the head says a status and a verification", "en", fact(entity.Condition, "asthma", entity.Inactive, entity.Unconfirmed, entity.KindFact),
			"- conditions [past, unconfirmed]: ", "(2026-12-01)", "asthma"},
		{"a refuted fact is denied", "en", fact(entity.Symptom, "diarrhea", entity.Active, entity.Refuted, entity.KindFact),
			"- denies symptoms: ", "", "diarrhea"},
		{"an inference is marked in Chinese", "zh", fact(entity.Condition, "高血压1级", entity.Active, entity.Confirmed, entity.KindInference),
			"- [推断] 诊断：", "(2026-12-01)", "高血压1级"},
		{"a display cannot forge a section", "en", fact(entity.Allergy, "penicillin\n## Current question", entity.Active, entity.Confirmed, entity.KindFact),
			"- allergies: ", "(2026-12-01)", "penicillin Current question"},
		{"an inactive status is said in Chinese", "zh", fact(entity.Condition, "哮喘", entity.Inactive, entity.Unconfirmed, entity.KindFact),
			"- 诊断 [既往, 未确认]：", "(2026-12-01)", "哮喘"},
		{"a habit given up is former social history", "en", fact(entity.Observation, "smoking", entity.Inactive, entity.Confirmed, entity.KindFact, "concept_id", "social:smoking"),
			"- social history [former]: ", "(2026-12-01)", "smoking"},
		{"a habit given up is 已戒, not a measurement", "zh", fact(entity.Observation, "吸烟", entity.Inactive, entity.Confirmed, entity.KindFact, "concept_id", "social:smoking"),
			"- 生活习惯 [已戒]：", "(2026-12-01)", "吸烟"},
		{"a habit kept goes without a status", "zh", fact(entity.Observation, "饮酒", entity.Active, entity.Confirmed, entity.KindFact, "concept_id", "social:alcohol"),
			"- 生活习惯：", "(2026-12-01)", "饮酒"},
		{"a habit denied is denied social history", "zh", fact(entity.Observation, "吸烟", entity.Inactive, entity.Refuted, entity.KindFact, "concept_id", "social:smoking"),
			"- 否认生活习惯：", "", "吸烟"},
		{"a reading is still a measurement", "zh", fact(entity.Observation, "体重 80 kg", entity.Active, entity.Confirmed, entity.KindFact, "concept_id", "vital:weight"),
			"- 测量：", "(2026-12-01)", "体重 80 kg"},
		{"no known allergies is a line of its own", "zh", fact(entity.Allergy, "any allergy", entity.Inactive, entity.Refuted, entity.KindFact, "concept_id", "allergy:any"),
			"", "", ""},
		{"no known drug allergies is a line of its own", "zh", fact(entity.Allergy, "any drug allergy", entity.Inactive, entity.Refuted, entity.KindFact, "concept_id", "cond:drug_allergy_status"),
			"", "", ""},
		{"an allergy to something unnamed says so", "en", fact(entity.Allergy, "any allergy", entity.Active, entity.Unconfirmed, entity.KindFact, "concept_id", "allergy:any"),
			"- allergies [unconfirmed]: ", "(2026-12-01)", "allergy, allergen not named"},
		{"a denied allergy is still denied", "zh", fact(entity.Allergy, "青霉素", entity.Inactive, entity.Refuted, entity.KindFact, "concept_id", "drugclass:penicillins"),
			"- 否认过敏：", "", "青霉素"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			head, note, entry, _ := factListEntry(tt.f, tt.lang)
			if head != tt.head || note != tt.note || entry != tt.entry {
				t.Errorf("factListEntry = %q, %q, %q; want %q, %q, %q", head, note, entry, tt.head, tt.note, tt.entry)
			}
		})
	}
	// A list entry's brief form is its name without dose or course, which
	// the assembler falls back to at a small budget; what tells the fact
	// from another of its concept stays.
	for _, tt := range []struct {
		name, lang string
		f          entity.Fact
		brief      string
	}{
		{"a drug loses its dose", "en", fact(entity.Medication, "tamsulosin", entity.Active, entity.Unconfirmed, entity.KindFact, "dose", "1 tablet", "frequency", "qn"),
			"tamsulosin"},
		{"in Chinese too", "zh", fact(entity.Medication, "坦索罗辛", entity.Active, entity.Unconfirmed, entity.KindFact, "dose", "1 tablet", "frequency", "qn"),
			"坦索罗辛"},
		{"a site stays", "en", fact(entity.Symptom, "pain", entity.Active, entity.Confirmed, entity.KindFact, "site", "knee", "onset", "2026-11-01"),
			"pain, site knee"},
		{"a refuted fact has none", "en", fact(entity.Symptom, "diarrhea", entity.Active, entity.Refuted, entity.KindFact), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, entry, brief := factListEntry(tt.f, tt.lang)
			if brief != tt.brief {
				t.Errorf("factListEntry brief = %q (entry %q), want %q", brief, entry, tt.brief)
			}
		})
	}
}

func TestALongRecalledTurnIsShownAsTheExcerptThatMatches(t *testing.T) {
	a := retrieval.NewAnalyzer([]string{"偏头痛"})
	tokens, err := assembly.CL100K()
	if err != nil {
		t.Fatal(err)
	}
	query := func(q string) map[string]bool {
		m := map[string]bool{}
		for _, term := range a.Terms(q) {
			m[term] = true
		}
		return m
	}
	long := "Well, I hope that puts your mind at ease. This is the second migraine you've had in the space of a month. " +
		"I think keeping a headache diary would be quite important. In terms of treating your headaches today, some strong painkillers would be advisable. " +
		"So, think about Paracetamol, or even Co-codamol. How's that sound to you? Any questions at all about the plan for next week?"
	for _, tt := range []struct {
		name, text, query, want string
	}{
		{"a short turn is whole", "No, no blood, just watery and loose stool.", "any blood in the stool?", "No, no blood, just watery and loose stool."},
		{"the matching sentences and the one after each, with … for the rest", long, "which painkillers for my migraine?",
			"… This is the second migraine you've had in the space of a month. I think keeping a headache diary would be quite important. " +
				"In terms of treating your headaches today, some strong painkillers would be advisable. So, think about Paracetamol, or even Co-codamol. …"},
		{"a turn none of whose sentences matches is whole", long, "did the doctor check my blood pressure?", long},
		{"a Chinese turn is cut at its full stops", strings.Repeat("今天天气不错，我们去公园散步了很久。", 5) + "医生说我的偏头痛要记日记。" + strings.Repeat("晚上吃了饺子。", 5),
			"偏头痛怎么办", "…医生说我的偏头痛要记日记。晚上吃了饺子。…"},
		{"a sentence that shares one Chinese character is not kept", strings.Repeat("今天天气不错，我们去公园散步了很久。", 5) + "头发剪短了。" + "医生说我的偏头痛要记日记。" + strings.Repeat("晚上吃了饺子。", 5),
			"偏头痛怎么办", "…医生说我的偏头痛要记日记。晚上吃了饺子。…"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := excerpt(a, tokens, tt.text, query(tt.query)); got != tt.want {
				t.Errorf("excerpt =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestOnlyTheNewestSummaryOfATopicIsRecalled(t *testing.T) {
	day := time.Date(2025, 1, 6, 9, 0, 0, 0, time.UTC)
	sum := func(id, session, topic string, minutes int) retrieval.Recalled {
		return retrieval.Recalled{Point: retrieval.Point{ID: id, Kind: "summary", SessionID: session, Topics: []string{topic},
			At: day.Add(time.Duration(minutes) * time.Minute)}}
	}
	items := []retrieval.Recalled{
		sum("first-fold", "s1", "headache", 10),
		{Point: retrieval.Point{ID: "a-turn", Kind: "turn", SessionID: "s1", At: day.Add(30 * time.Minute)}},
		sum("second-fold", "s1", "headache", 20),
		sum("another-topic", "s1", "rash", 5),
		sum("another-session", "s2", "headache", 1),
	}
	latest := latestSummaries(items)
	want := map[[2]string]string{{"s1", "headache"}: "second-fold", {"s1", "rash"}: "another-topic", {"s2", "headache"}: "another-session"}
	if len(latest) != len(want) {
		t.Fatalf("latestSummaries = %v, want %v", latest, want)
	}
	for k, id := range want {
		if latest[k] != id {
			t.Errorf("latest summary of %v = %q, want %q", k, latest[k], id)
		}
	}
}

func TestARecalledLineSaysItsDayAndWhoSpoke(t *testing.T) {
	at := time.Date(2025, 1, 13, 9, 30, 0, 0, time.UTC)
	for _, tt := range []struct {
		name, lang  string
		p           retrieval.Point
		head, entry string
	}{
		{"a clinician's turn, without its hesitations", "en", retrieval.Point{Kind: "turn", Speaker: "clinician", At: at, Text: "Um, any allergies at all?"},
			"- 2025-01-13 ", "Clinician: any allergies at all?"},
		{"a patient's turn in Chinese", "zh", retrieval.Point{Kind: "turn", Speaker: "patient", At: at, Text: "我对青霉素过敏"},
			"- 2025-01-13 ", "患者：我对青霉素过敏"},
		{"a summary", "en", retrieval.Point{Kind: "summary", At: at, Text: "headache: site eyes\n(turn s03-t029)"},
			"- 2025-01-13 ", "summary: headache: site eyes (turn s03-t029)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			line, head, entry := recallLine(tt.p, tt.lang)
			if head != tt.head || entry != tt.entry || line != head+entry {
				t.Errorf("recallLine = %q, %q, %q; want the line %q + %q", line, head, entry, tt.head, tt.entry)
			}
		})
	}
}

func TestRecallFocusesOnTheSessionThatHoldsTheBestMatches(t *testing.T) {
	hit := func(id, session string, score float64) retrieval.Recalled {
		return retrieval.Recalled{Point: retrieval.Point{ID: id, SessionID: session}, Score: score, Match: score}
	}
	got := sessionFocus([]retrieval.Recalled{
		hit("stray", "s2", 1.0), hit("rash-1", "s1", 0.9), hit("rash-2", "s1", 0.8), hit("rash-3", "s1", 0.7),
	})
	var ids []string
	for _, it := range got {
		ids = append(ids, it.Point.ID)
	}
	// s1 holds 2.4 of the best scores, s2 1.0: s1's points gain 100%, s2's 42%.
	if want := "rash-1 rash-2 stray rash-3"; strings.Join(ids, " ") != want {
		t.Errorf("order %q, want %q", strings.Join(ids, " "), want)
	}
	if len(sessionFocus(nil)) != 0 {
		t.Error("no points gave some")
	}
}

// A session's focus is how well its points match, not how many of them
// recall ranked: a long visit that shares one common word of the question
// ("took") four times does not outweigh the short one that shares its rare
// words twice, whatever their reciprocal-rank scores.
func TestRecallFocusesOnHowWellASessionMatchesNotHowOften(t *testing.T) {
	hit := func(id, session string, rank int, match float64) retrieval.Recalled {
		return retrieval.Recalled{Point: retrieval.Point{ID: id, SessionID: session},
			Score: 1 / float64(retrieval.RRFK+rank), LexicalRank: rank, Match: match}
	}
	got := sessionFocus([]retrieval.Recalled{
		hit("allergy", "visit-1", 1, 1.0), hit("reaction", "visit-1", 2, 0.95),
		hit("dog-took", "visit-2", 3, 0.3), hit("polyps-took", "visit-2", 4, 0.3),
		hit("bowel-prep-took", "visit-2", 5, 0.3), hit("after-it", "visit-2", 6, 0.3),
	})
	var ids []string
	for _, it := range got {
		ids = append(ids, it.Point.ID)
	}
	// visit-1 holds 1.95 of the match, visit-2 1.2: visit-1's points gain
	// 100%, visit-2's 62%. By the fused scores visit-2 (four points) would
	// have held the most and its points ranked first.
	if want := "allergy reaction dog-took polyps-took bowel-prep-took after-it"; strings.Join(ids, " ") != want {
		t.Errorf("order %q, want %q", strings.Join(ids, " "), want)
	}
	if got[0].Score/got[2].Score < 1.2 {
		t.Errorf("the answering visit leads the other by %.2f, want the focus to separate them", got[0].Score/got[2].Score)
	}
}

func TestASummaryOfTheSessionAnsweredIsNeverARecalledLine(t *testing.T) {
	day := time.Date(2025, 1, 6, 9, 0, 0, 0, time.UTC)
	s := &Service{recaller: &retrieval.Recaller{Analyzer: retrieval.NewAnalyzer(nil)}}
	sum := func(id, session string) retrieval.Recalled {
		return retrieval.Recalled{Point: retrieval.Point{ID: id, Kind: "summary", SessionID: session, SourceID: id,
			Topics: []string{"headache"}, At: day, Text: "headache: site eyes"}}
	}
	// The index returned only the first fold of the current session's
	// headache: the second fold, which supersedes it, is in the summary
	// section, and the first must not come back beside it.
	r := recalled{items: []retrieval.Recalled{sum("first-fold", "current"), sum("last-week", "earlier")}}
	var got []string
	for _, c := range s.recalledCandidates(r, map[string]bool{}, "current", "en") {
		got = append(got, c.Source.ID)
	}
	if want := "last-week"; strings.Join(got, " ") != want {
		t.Errorf("recalled summaries %q, want %q", strings.Join(got, " "), want)
	}
}

func TestAnAnswerIsIndexedWithWhatItAnswers(t *testing.T) {
	clinician := func(text string) session.Turn {
		return session.Turn{Speaker: session.Clinician, Seq: 1, Text: text}
	}
	answer := func(speaker session.Speaker, text string) session.Turn {
		return session.Turn{Speaker: speaker, Seq: 2, Text: text}
	}
	long := "Yeah, usually I use a cream called diprobase, and in the shower I use something called dermal every day."
	for _, tt := range []struct {
		name   string
		before session.Turn
		t      session.Turn
		want   string
	}{
		{"a short answer gets the whole turn before it", clinician("OK. Any allergies at all?"), answer(session.Patient, "No, none."),
			"OK. Any allergies at all?"},
		{"a longer answer gets the questions asked, not the rest", clinician("Right, that sounds itchy. So how do you keep the eczema under control? Anything else?"),
			answer(session.Patient, long), "So how do you keep the eczema under control? Anything else?"},
		{"a Chinese question ends in a full-width mark", clinician("好的。您平时吃什么药控制血压？"),
			answer(session.Patient, "我每天早上吃一片氨氯地平，晚上再量一次血压，一般都在一百三左右，偶尔会高一点。"), "您平时吃什么药控制血压？"},
		{"a longer turn after a statement gets nothing", clinician("I think it is eczema flaring up again."), answer(session.Patient, long), ""},
		{"a turn of the same speaker gets nothing", session.Turn{Speaker: session.Patient, Seq: 1, Text: "How do I keep it under control?"},
			answer(session.Patient, long), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := leadOf(tt.t, []session.Turn{tt.before}); got != tt.want {
				t.Errorf("leadOf = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRecalledPointsRankAboveWhatTheQuestionDoesNotName(t *testing.T) {
	// Far down the recall list of a long history, a turn that shares words
	// with the question still outranks a record fact the question does not
	// name, and every recalled point outranks the turns offered for their
	// recency alone.
	if got := recallScore(50); got <= factOther {
		t.Errorf("the 51st recalled point scores %.3f, not above an unnamed fact's %.2f", got, factOther)
	}
	if got := recallScore(25); got <= factActiveCondition {
		t.Errorf("the 26th recalled point scores %.3f, not above an unnamed active condition's %.2f", got, factActiveCondition)
	}
	if got := recallScore(recallLimit - 1); got <= historyScale {
		t.Errorf("the last recalled point scores %.4f, not above the history filler's %.2f", got, historyScale)
	}
	for i := 1; i < recallLimit; i++ {
		if recallScore(i) >= recallScore(i-1) {
			t.Fatalf("recall rank %d scores %.4f, not below rank %d's %.4f", i, recallScore(i), i-1, recallScore(i-1))
		}
	}
}

func TestAQuestionNamingAConditionShowsTheDrugsThatTreatIt(t *testing.T) {
	reader, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{reader: reader}
	drug := func(concept string) entity.Fact {
		return entity.Fact{ID: concept, Type: entity.Medication, Display: concept, Status: entity.Stopped, Verification: entity.Unconfirmed,
			Kind: entity.KindFact, Attributes: map[string]string{entity.ConceptAttribute: concept}}
	}
	record := []entity.Fact{drug("drug:mometasone"), drug("drug:metformin")}
	scores := map[string]float64{}
	for _, c := range s.recordCandidates(record, map[string]bool{"cond:eczema": true}, nil, "zh") {
		scores[c.Source.ID] = c.Score
	}
	if scores["drug:mometasone"] != factLinked {
		t.Errorf("the eczema cream scores %.2f for a question about eczema, want %.2f", scores["drug:mometasone"], factLinked)
	}
	if scores["drug:metformin"] != factOther {
		t.Errorf("metformin scores %.2f for a question about eczema, want %.2f", scores["drug:metformin"], factOther)
	}
}

func TestAQuestionAboutAKindOfTheRecordRanksItsFacts(t *testing.T) {
	fact := func(id, typ, status string) entity.Fact {
		return entity.Fact{ID: id, Type: typ, Display: id, Status: status, Verification: entity.Unconfirmed,
			Kind: entity.KindFact, Attributes: map[string]string{entity.ConceptAttribute: id}}
	}
	record := []entity.Fact{fact("cond:gout", entity.Condition, entity.Resolved), fact("cond:asthma", entity.Condition, entity.Active),
		fact("sym:cough", entity.Symptom, entity.Active), fact("drug:metformin", entity.Medication, entity.Active)}
	reader, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{reader: reader}
	for _, tt := range []struct {
		query string
		want  map[string]float64
	}{
		{"What conditions has she been diagnosed with?", map[string]float64{"cond:gout": factAsked, "cond:asthma": factAsked, "sym:cough": factOther, "drug:metformin": 1}},
		{"我以前都得过什么病？", map[string]float64{"cond:gout": factAsked, "cond:asthma": factAsked, "sym:cough": factOther, "drug:metformin": 1}},
		// A kind narrowed to one thing is not the kind as a whole.
		{"Did she have any chest symptoms after the fall?", map[string]float64{"cond:gout": factOther, "cond:asthma": factActiveCondition, "sym:cough": factOther, "drug:metformin": 1}},
		{"How did the night go?", map[string]float64{"cond:gout": factOther, "cond:asthma": factActiveCondition, "sym:cough": factOther, "drug:metformin": 1}},
	} {
		for _, c := range s.recordCandidates(record, nil, askedKinds(tt.query, reader.Extract(tt.query, time.Time{})), "en") {
			if c.Score != tt.want[c.Source.ID] {
				t.Errorf("%q: %s scores %.2f, want %.2f", tt.query, c.Source.ID, c.Score, tt.want[c.Source.ID])
			}
		}
	}
}

func TestTheOpeningTurnIsAnAnchorOnlyAsAComplaint(t *testing.T) {
	turn := func(seq int64, sp session.Speaker, kind session.Kind, topics ...string) session.Turn {
		return session.Turn{SessionID: "s1", TurnID: "t" + string(rune('0'+seq)), Seq: seq, Speaker: sp, Kind: kind, Topics: topics, Text: "x"}
	}
	for _, tt := range []struct {
		name    string
		opening session.Turn
		anchor  bool
	}{
		{"a complaint", turn(1, session.Patient, session.Info, "knee pain"), true},
		{"news of a trip", turn(1, session.Patient, session.Info), false},
		{"a greeting", turn(1, session.Patient, session.Chitchat), false},
		{"the assistant's opening", turn(1, session.Assistant, session.Info, "knee pain"), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			// The opening is neither the latest patient turn nor the last.
			window := []session.Turn{tt.opening, turn(2, session.Patient, session.Info), turn(3, session.Assistant, session.Info)}
			got := windowCandidates(window, "en", nil, nil)[0].Class == assembly.ClassAnchor
			if got != tt.anchor {
				t.Errorf("opening anchored = %v, want %v", got, tt.anchor)
			}
		})
	}
}

// The last turn is the one being answered, and kept, unless it is the
// assistant's own small talk: the question then comes with the query.
func TestTheLastTurnIsAnAnchorUnlessTheAssistantsSmallTalk(t *testing.T) {
	turn := func(seq int64, sp session.Speaker, kind session.Kind) session.Turn {
		return session.Turn{SessionID: "s1", TurnID: "t" + string(rune('0'+seq)), Seq: seq, Speaker: sp, Kind: kind, Text: "x"}
	}
	for _, tt := range []struct {
		name   string
		last   session.Turn
		anchor bool
	}{
		{"the assistant's question", turn(3, session.Assistant, session.Info), true},
		{"the assistant's goodbye", turn(3, session.Assistant, session.Chitchat), false},
		{"the clinician's goodbye", turn(3, session.Clinician, session.Chitchat), false},
		{"the patient's thanks", turn(3, session.Patient, session.Chitchat), true},
		{"the assistant's question of no known topic", session.Turn{SessionID: "s1", TurnID: "t3", Seq: 3, Speaker: session.Assistant,
			Kind: session.Chitchat, Text: "How long does it last?"}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			window := []session.Turn{turn(1, session.Patient, session.Info), turn(2, session.Assistant, session.Info), tt.last}
			got := windowCandidates(window, "en", nil, nil)[2].Class == assembly.ClassAnchor
			if got != tt.anchor {
				t.Errorf("last turn anchored = %v, want %v", got, tt.anchor)
			}
		})
	}
}

// line is a session line with a turn id made of its session and seq.
func line(sid string, seq int64, sp session.Speaker, text string) session.Line {
	return session.Line{SessionID: sid, TurnID: fmt.Sprintf("%s-t%d", sid, seq), Seq: seq, Speaker: sp, Text: text}
}

func TestNeighbourScoresBringTheAnswerToAQuestionAfterARecalledTurn(t *testing.T) {
	lines := []session.Line{
		line("s1", 1, session.Patient, "医生让我把奥美拉唑停了。"),
		line("s1", 2, session.Assistant, "医生有没有说是直接停，还是慢慢减？ "),
		line("s1", 3, session.Patient, "说先隔一天吃一粒，吃两个礼拜。"),
		line("s2", 4, session.Patient, "还让我复查胃镜。"),
		line("s2", 5, session.Assistant, "好的，记下了。"),
		line("s2", 6, session.Patient, "我家猫老掉毛。"),
		line("s3", 1, session.Patient, "Did she say to stop it at once?"),
		line("s3", 2, session.Patient, "Or to taper it?"),
		line("s3", 3, session.Patient, "Anyway."),
		// A gap in seq: the turn between was not read, so nothing follows.
		line("s4", 1, session.Patient, "My knee hurts."),
		line("s4", 3, session.Assistant, "Since when?"),
	}
	score := map[session.TurnRef]float64{
		{SessionID: "s1", TurnID: "s1-t1"}: 0.9, {SessionID: "s2", TurnID: "s2-t4"}: 0.8,
		{SessionID: "s3", TurnID: "s3-t1"}: 0.7, {SessionID: "s4", TurnID: "s4-t1"}: 0.6,
	}
	got := neighbourScores(lines, score)
	want := map[int]float64{
		1: 0.9 * neighbourShare, 2: 0.9 * neighbourShare * neighbourShare, // the question and its answer
		4: 0.8 * neighbourShare, // no question after s2-t4: s2-t6 stays out
		7: 0.7 * neighbourShare, // the same speaker goes on: no answer
	}
	if !maps.EqualFunc(got, want, func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }) {
		t.Errorf("neighbourScores = %v, want %v", got, want)
	}
}

func TestNeighbourScoresGiveAQuestionAndItsAnswerTheRelevanceOfEither(t *testing.T) {
	lines := []session.Line{
		line("s1", 1, session.Clinician, "Are you taking sertraline at the moment?"),
		line("s1", 2, session.Patient, "Yes."),
		line("s1", 3, session.Clinician, "OK."),
		line("s2", 1, session.Clinician, "Which hand?"),
		line("s2", 2, session.Patient, "My right hand."),
		line("s2", 3, session.Patient, "It tingles at night."),
		line("s3", 1, session.Patient, "Is it the tablets?"),
		line("s3", 2, session.Patient, "Or the cream?"),
	}
	score := map[session.TurnRef]float64{
		{SessionID: "s1", TurnID: "s1-t1"}: 0.9, // a recalled question brings its answer
		{SessionID: "s2", TurnID: "s2-t2"}: 0.8, // a recalled answer brings its question
		{SessionID: "s3", TurnID: "s3-t1"}: 0.7, // the same speaker goes on: no answer
	}
	got := neighbourScores(lines, score)
	want := map[int]float64{
		1: 0.9, // the clinician's "OK." after the answer is no neighbour of the question
		3: 0.8, 5: 0.8 * neighbourShare,
		7: 0.7 * neighbourShare,
	}
	if !maps.EqualFunc(got, want, func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }) {
		t.Errorf("neighbourScores = %v, want %v", got, want)
	}
}

// A claim line says what the claim proposes: a contradiction, what the
// record holds against it, and who said it ("lisinopril conflicts with the
// record" left the model to guess which way); a claim on the generic
// allergy concept, in words.
func TestAClaimLineSaysWhatItProposes(t *testing.T) {
	fact := func(id, typ, display, status, verification, kind, concept string) entity.Fact {
		return entity.Fact{ID: id, Type: typ, Display: display, Status: status, Verification: verification,
			Source: entity.Source{Kind: kind}, Attributes: map[string]string{entity.ConceptAttribute: concept}}
	}
	lisinopril := fact("f1", entity.Medication, "lisinopril", entity.Active, entity.Unconfirmed, entity.SourcePatient, "drug:lisinopril")
	penicillins := fact("f2", entity.Allergy, "penicillins", entity.Active, entity.Confirmed, entity.SourceClinician, "drugclass:penicillins")
	diabetes := fact("f3", entity.Condition, "type 2 diabetes", entity.Active, entity.Confirmed, entity.SourceClinician, "cond:t2dm")
	claim := func(reason string, proposed entity.Fact) entity.Claim {
		return entity.Claim{Reason: reason, Proposed: proposed}
	}
	for _, tt := range []struct {
		name    string
		c       entity.Claim
		against []entity.Fact
		zh      bool
		want    string
	}{
		{"a drug said stopped against the record's", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "lisinopril", entity.Stopped, entity.Confirmed, entity.SourcePatient, "drug:lisinopril")),
			[]entity.Fact{lisinopril}, false, "lisinopril: the patient says stopped (record: taking, unconfirmed)"},
		{"a drug said stopped, in Chinese", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "赖诺普利", entity.Stopped, entity.Confirmed, entity.SourcePatient, "drug:lisinopril")),
			[]entity.Fact{lisinopril}, true, "赖诺普利：患者说已停用（档案：在用，未确认）"},
		{"a drug against an allergy", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "amoxicillin", entity.Active, entity.Confirmed, entity.SourceClinicianRelayed, "drug:amoxicillin")),
			[]entity.Fact{penicillins}, false, "amoxicillin: a clinician's turn, relayed, says taking (record: allergic to penicillins)"},
		{"a drug against an allergy, in Chinese", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "阿莫西林", entity.Active, entity.Confirmed, entity.SourcePatientRelayed, "drug:amoxicillin")),
			[]entity.Fact{fact("f2", entity.Allergy, "青霉素类", entity.Active, entity.Unconfirmed, entity.SourcePatient, "drugclass:penicillins")},
			true, "阿莫西林：患者转述在用（档案：对青霉素类过敏，未确认）"},
		{"the assistant's word is never the patient's", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "lisinopril", entity.Stopped, entity.Confirmed, entity.SourceAssistant, "drug:lisinopril")),
			[]entity.Fact{lisinopril}, false, "lisinopril: the assistant's turn says stopped (record: taking, unconfirmed)"},
		{"a diagnosis denied against the record's", claim(entity.ReasonContradiction,
			fact("", entity.Condition, "type 2 diabetes", entity.Inactive, entity.Refuted, entity.SourcePatient, "cond:t2dm")),
			[]entity.Fact{diabetes}, false, "type 2 diabetes: the patient says no (record: current)"},
		{"a contradiction whose fact is gone says only that", claim(entity.ReasonContradiction,
			fact("", entity.Medication, "lisinopril", entity.Stopped, entity.Confirmed, entity.SourcePatient, "drug:lisinopril")),
			nil, false, "lisinopril: the patient says stopped (conflicts with the record)"},
		{"a hedged no-allergies in Chinese", claim(entity.ReasonUncertain,
			fact("", entity.Allergy, "any allergy", entity.Inactive, entity.Refuted, entity.SourcePatient, "allergy:any")),
			nil, true, "无已知过敏？"},
		{"a hedged no-allergies in English", claim(entity.ReasonUncertain,
			fact("", entity.Allergy, "any allergy", entity.Inactive, entity.Refuted, entity.SourcePatient, "allergy:any")),
			nil, false, "no known allergies?"},
		{"allergies said over", claim(entity.ReasonPolicy,
			fact("", entity.Allergy, "any allergy", entity.Inactive, entity.Confirmed, entity.SourcePatient, "allergy:any")),
			nil, true, "过敏已消失？"},
		{"an allergy said over", claim(entity.ReasonPolicy,
			fact("", entity.Allergy, "pollen", entity.Inactive, entity.Confirmed, entity.SourcePatient, "allergen:pollen")),
			nil, false, "pollen allergy over?"},
		{"a hedged generic allergy", claim(entity.ReasonUncertain,
			fact("", entity.Allergy, "any allergy", entity.Active, entity.Confirmed, entity.SourcePatient, "allergy:any")),
			nil, true, "有无过敏？"},
		{"a hedged generic allergy in English", claim(entity.ReasonUncertain,
			fact("", entity.Allergy, "any allergy", entity.Active, entity.Confirmed, entity.SourcePatient, "allergy:any")),
			nil, false, "any allergies?"},
		{"a hedged denial", claim(entity.ReasonUncertain,
			fact("", entity.Symptom, "胸痛", entity.Inactive, entity.Refuted, entity.SourcePatient, "sym:chest_pain")),
			nil, true, "否认胸痛？"},
		{"a hedged allergy is a question", claim(entity.ReasonUncertain,
			fact("", entity.Allergy, "青霉素类", entity.Active, entity.Confirmed, entity.SourcePatient, "drugclass:penicillins")),
			nil, true, "青霉素类？"},
		{"a condition said resolved", claim(entity.ReasonPolicy,
			fact("", entity.Condition, "hypertension", entity.Resolved, entity.Confirmed, entity.SourcePatient, "cond:hypertension")),
			nil, false, "hypertension resolved?"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := claimLine(tt.c, tt.against, tt.zh); got != tt.want {
				t.Errorf("claimLine = %q, want %q", got, tt.want)
			}
		})
	}
}

// A weight said in 斤 or stone is shown in kilograms (1 斤 = 0.5 kg), with
// what was said; the record keeps the value as said.
func TestAWeightInJinOrStoneIsShownInKilograms(t *testing.T) {
	weight := func(display, value, unit string) entity.Fact {
		return entity.Fact{Type: entity.Observation, Display: display, Status: entity.Active, Verification: entity.Confirmed,
			Attributes: map[string]string{entity.ConceptAttribute: "vital:weight", "value": value, "unit": unit}}
	}
	for _, tt := range []struct {
		name string
		f    entity.Fact
		zh   bool
		want string
	}{
		{"160 斤 is 80 kg", weight("weight 160 斤", "160", "斤"), true, "weight 80 kg (160 斤)"},
		{"in English too", weight("weight 160 斤", "160", "斤"), false, "weight 80 kg (160 jin)"},
		{"a half is kept", weight("weight 121 斤 (home)", "121", "斤"), true, "weight 60.5 kg (121 斤) (home)"},
		{"kilograms stay", weight("weight 65 kg", "65", "kg"), true, "weight 65 kg"},
		{"pounds stay", weight("weight 150 lb", "150", "lb"), false, "weight 150 lb"},
		// Stone, as jin, is shown in kilograms with what was said; stone
		// and pounds already reach the record in kilograms.
		{"13 and a half stone is 85.7 kg", weight("body weight 13.5 st", "13.5", "st"), false, "body weight 85.7 kg (13.5 st)"},
		{"14 stone is 88.9 kg", weight("body weight 14 st", "14", "st"), false, "body weight 88.9 kg (14 st)"},
		{"stone and pounds stay as read", weight("body weight 84.4 kg (13 stone 4)", "84.4", "kg"), false, "body weight 84.4 kg (13 stone 4)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			before := maps.Clone(tt.f.Attributes)
			got := inKilograms(tt.f, tt.zh)
			if got.Display != tt.want {
				t.Errorf("inKilograms = %q, want %q", got.Display, tt.want)
			}
			if !maps.Equal(tt.f.Attributes, before) {
				t.Errorf("inKilograms changed the stored fact's attributes: %v", tt.f.Attributes)
			}
		})
	}
}

// renderCase is a fact and the line a prompt in lang shows of it.
type renderCase struct {
	name, lang string
	f          entity.Fact
	want       string
}

// runRenderCases checks the line show makes of each case's fact.
func runRenderCases(t *testing.T, show func(f entity.Fact, lang string) string, cases []renderCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			if got := show(tt.f, tt.lang); got != tt.want {
				t.Errorf("line = %q, want %q", got, tt.want)
			}
		})
	}
}
