package coref

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
)

// want describes one expected Resolution. cands lists the candidates'
// entity ids in order, scores their scores (nil: not checked).
type want struct {
	text     string
	resolved bool
	entity   string
	stage    string
	cands    []string
	scores   []float64
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		window []WindowMention
		last   []WindowMention // the last earlier session
		now    string          // when the turn is read, for relative dates
		record []entity.Fact
		want   []want
	}{
		{
			name:   "a Chinese demonstrative resolves to the one drug of the window",
			text:   "那个药我吃了头晕",
			window: []WindowMention{said("drug:amlodipine", 3)},
			want:   []want{{text: "那个药", resolved: true, entity: "concept:drug:amlodipine", stage: StageSession, cands: []string{"concept:drug:amlodipine"}}},
		},
		{
			name:   "a session resolution names the record fact of the drug",
			text:   "that pill makes me dizzy",
			window: []WindowMention{said("drug:amlodipine", 3)},
			record: []entity.Fact{metformin, amlodipine},
			want:   []want{{text: "that pill", resolved: true, entity: "f-aml", stage: StageSession, cands: []string{"f-aml"}}},
		},
		{
			name:   "a repeated mention in the window is one drug",
			text:   "这个药可以饭后吃吗",
			window: []WindowMention{said("drug:metformin", 1), said("drug:metformin", 4)},
			want:   []want{{text: "这个药", resolved: true, entity: "concept:drug:metformin", stage: StageSession}},
		},
		{
			name:   "an English class phrase resolves from the record alone",
			text:   "Can I take my blood pressure medicine at night?",
			record: []entity.Fact{metformin, amlodipine},
			want:   []want{{text: "my blood pressure medicine", resolved: true, entity: "f-aml", stage: StageGraph, cands: []string{"f-aml"}, scores: []float64{1}}},
		},
		{
			name:   "降糖药 resolves to metformin, not to the blood pressure drug",
			text:   "降糖药要饭前吃吗",
			record: []entity.Fact{amlodipine, metformin},
			want:   []want{{text: "降糖药", resolved: true, entity: "f-met", stage: StageGraph}},
		},
		{
			name:   "the statin resolves to atorvastatin among other drugs",
			text:   "the statin hurts my muscles",
			record: []entity.Fact{amlodipine, atorvastatin, metformin},
			want:   []want{{text: "the statin", resolved: true, entity: "f-ator", stage: StageGraph}},
		},
		{
			name:   "降压药 never resolves to metformin, so with only metformin it is just the class",
			text:   "降压药晚上吃可以吗",
			window: []WindowMention{said("drug:metformin", 5)},
			record: []entity.Fact{metformin},
			want:   nil,
		},
		{
			name:   "the class filter skips a more recent drug of another class in the window",
			text:   "我的降压药晚上吃可以吗？",
			window: []WindowMention{said("drug:amlodipine", 2), said("drug:metformin", 5)},
			record: []entity.Fact{metformin, amlodipine},
			want:   []want{{text: "我的降压药", resolved: true, entity: "f-aml", stage: StageSession}},
		},
		{
			name:   "新开的降压药 picks the most recently started drug of the class",
			text:   "对了，那个新开的降压药，晚上吃可以吗？",
			record: []entity.Fact{amlodipine, losartan, metformin},
			want: []want{{text: "那个新开的降压药", resolved: true, entity: "f-los", stage: StageGraph,
				cands: []string{"f-los", "f-aml"}, scores: []float64{1, 0.5}}},
		},
		{
			name:   "上次提到的 searches the last session, not the newest drug of the record",
			text:   "我上次提到的那个新开的降压药，晚上吃可以吗？",
			last:   []WindowMention{said("drug:metformin", 1), said("drug:amlodipine", 2)},
			record: []entity.Fact{amlodipine, losartan, metformin},
			want: []want{{text: "那个新开的降压药", resolved: true, entity: "f-aml", stage: StageEarlier,
				cands: []string{"f-aml"}, scores: []float64{1}}},
		},
		{
			name:   "上趟 is last time in Shanghai speech, not the record's drug",
			text:   "上趟侬讲个格只药，我到现在还没去配",
			last:   []WindowMention{said("drug:anastrozole", 1)},
			record: []entity.Fact{amlodipine},
			want: []want{{text: "格只药", resolved: true, entity: "concept:drug:anastrozole", stage: StageEarlier,
				cands: []string{"concept:drug:anastrozole"}}},
		},
		{
			name:   "that drip is the infused drug of the last session, not the tablet",
			text:   "That drip you mentioned last time, roughly how long would I be on it for?",
			last:   []WindowMention{said("drug:perindopril", 1), said("drug:pembrolizumab", 1)},
			record: []entity.Fact{med("f-per", "drug:perindopril", "2020-01-01")},
			want: []want{{text: "That drip", resolved: true, entity: "concept:drug:pembrolizumab", stage: StageEarlier,
				cands: []string{"concept:drug:pembrolizumab"}}},
		},
		{
			name:   "the depot is the injected antipsychotic, not metformin",
			text:   "Can my depot be moved to the Friday this month?",
			record: []entity.Fact{metformin, med("f-pali", "drug:paliperidone", "2025-01-01")},
			want:   []want{{text: "my depot", resolved: true, entity: "f-pali", stage: StageGraph, cands: []string{"f-pali"}}},
		},
		{
			name:   "the one I mentioned last time, when the last session named two, stays ambiguous",
			text:   "the tablet I mentioned last time, can I split it?",
			last:   []WindowMention{said("drug:metformin", 1), said("drug:amlodipine", 1)},
			record: []entity.Fact{amlodipine, metformin},
			want: []want{{text: "the tablet", stage: StageEarlier,
				cands: []string{"f-aml", "f-met"}, scores: []float64{1, 1}}},
		},
		{
			name: "上次 with nothing in the last session stays unresolved",
			text: "上次说的那个药还能吃吗",
			last: []WindowMention{},
			want: []want{{text: "那个药"}},
		},
		{
			name:   "a tablet discussed last time, when nothing was named then, is no tablet of the record",
			text:   "That tablet we discussed last time, doctor has decided or not?",
			last:   []WindowMention{},
			record: []entity.Fact{metformin},
			want:   []want{{text: "That tablet"}},
		},
		{
			name:   "British plasters are patches, and lidocaine comes as one",
			text:   "Them plasters you mentioned last time - erm, can I cut them to fit?",
			last:   []WindowMention{said("drug:lidocaine", 1)},
			record: []entity.Fact{amlodipine},
			want:   []want{{text: "Them plasters", resolved: true, entity: "concept:drug:lidocaine", stage: StageEarlier}},
		},
		{
			name:   "the plasters are the one drug of the record given as a plaster",
			text:   "Can I cut the plasters to fit?",
			record: []entity.Fact{amlodipine, med("f-lido", "drug:lidocaine", "2026-09-01")},
			want:   []want{{text: "the plasters", resolved: true, entity: "f-lido", stage: StageGraph}},
		},
		{
			name:   "a mouth full of ulcers is a complaint of mouth ulcers",
			text:   "I've had a mouth full of ulcers these last few weeks. Is that one of me tablets?",
			record: []entity.Fact{med("f-mtx", "drug:methotrexate", "2024-03-01"), med("f-ome", "drug:omeprazole", "2022-01-01")},
			want:   []want{{text: "me tablets", resolved: true, entity: "f-mtx", stage: StageGraph}},
		},
		{
			name:   "milk leaking from the nipples is a complaint of nipple discharge",
			text:   "I've had this milky stuff leaking from my nipples. Could that be from one of my meds?",
			record: []entity.Fact{med("f-meto", "drug:metoclopramide", "2026-07-15"), med("f-gla", "drug:insulin_glargine", "2012-03-01")},
			want:   []want{{text: "my meds", resolved: true, entity: "f-meto", stage: StageGraph}},
		},
		{
			name:   "a chest becoming tight is a complaint of chest tightness",
			text:   "After I take one of my tablets my chest is becoming tight. Which one is doing this?",
			record: []entity.Fact{med("f-zol", "drug:zolmitriptan", "2025-09-01"), med("f-top", "drug:topiramate", "2025-09-01")},
			want:   []want{{text: "my tablets", resolved: true, entity: "f-zol", stage: StageGraph}},
		},
		{
			name:   "the new pill picks the most recently started of all drugs",
			text:   "the new pill upsets my stomach",
			record: []entity.Fact{metformin, losartan, amlodipine},
			want: []want{{text: "the new pill", resolved: true, entity: "f-los", stage: StageGraph,
				cands: []string{"f-los", "f-aml", "f-met"}, scores: []float64{1, 2.0 / 3, 1.0 / 3}}},
		},
		{
			name:   "a recency word with two drugs started the same day stays ambiguous",
			text:   "新开的降压药晚上吃吗",
			record: []entity.Fact{startedOn(amlodipine, "2026-10-01"), losartan},
			want: []want{{text: "新开的降压药", stage: StageGraph,
				cands: []string{"f-aml", "f-los"}, scores: []float64{1, 1}}},
		},
		{
			name:   "the new one of two mentioned last time is the later started",
			text:   "the new one I mentioned last time - once a day?",
			last:   []WindowMention{said("drug:amlodipine", 1), said("drug:losartan", 1)},
			record: []entity.Fact{amlodipine, losartan},
			want:   []want{{text: "the new one", resolved: true, entity: "f-los", stage: StageEarlier}},
		},
		{
			name:   "put back on picks the restarted drug of two started the same day",
			text:   "The one they put me back on, is it with food?",
			record: []entity.Fact{startedOn(amlodipine, "2026-10-01"), losartan, fact("f-aml-old", entity.Medication, "drug:amlodipine", entity.Stopped, "2020-01-01")},
			want:   []want{{text: "The one", resolved: true, entity: "f-aml", stage: StageGraph}},
		},
		{
			name:   "a class phrase about last time with nothing said then is found in the record",
			text:   "上次说的那个降糖药饭前吃吗",
			last:   []WindowMention{},
			record: []entity.Fact{amlodipine, metformin},
			want:   []want{{text: "那个降糖药", resolved: true, entity: "f-met", stage: StageGraph}},
		},
		{
			name:   "a bare phrase about last time with nothing said then stays unresolved",
			text:   "上次说的那个药饭前吃吗",
			last:   []WindowMention{},
			record: []entity.Fact{amlodipine},
			want:   []want{{text: "那个药"}},
		},
		{
			name:   "a diabetes tablet resolves to the one antidiabetic",
			text:   "my diabetes tablet - with food?",
			record: []entity.Fact{amlodipine, metformin},
			want:   []want{{text: "my diabetes tablet", resolved: true, entity: "f-met", stage: StageGraph}},
		},
		{
			name:   "what the patient told you about, not in the window, offers the last session's but any session may be meant",
			text:   "跟你说的那个，吃完这盒还要买吗",
			last:   []WindowMention{said("drug:metformin", 1)},
			record: []entity.Fact{amlodipine},
			want:   []want{{text: "说的那个", stage: StageEarlier, cands: []string{"concept:drug:metformin"}}},
		},
		{
			name:   "a month picks the drug started then",
			text:   "The blood pressure one they started me on in January - at night?",
			record: []entity.Fact{startedOn(amlodipine, "2026-01-14"), losartan, med("f-chl", "drug:chlorthalidone", "2026-08-20")},
			want:   []want{{text: "The blood pressure one", resolved: true, entity: "f-aml", stage: StageGraph}},
		},
		{
			name:   "a month two drugs share leaves just those two",
			text:   "The one they gave me in hospital in August - same time every day?",
			record: []entity.Fact{startedOn(amlodipine, "2026-08-02"), startedOn(losartan, "2026-08-02"), metformin},
			want:   []want{{text: "The one", stage: StageGraph, cands: []string{"f-aml", "f-los"}}},
		},
		{
			name:   "a month picks the stopped drug that ended then",
			text:   "The one I came off back in March - could I go back on it?",
			record: []entity.Fact{amlodipine, stoppedOn(hctzStopped, "2026-03-10"), stoppedOn(fact("f-nap", entity.Medication, "drug:naproxen", entity.Stopped, "2025-01-01"), "2025-06-01")},
			want:   []want{{text: "The one", resolved: true, entity: "f-hctz", stage: StageGraph}},
		},
		{
			name:   "last year picks the drugs started last year",
			text:   "去年开的那个药断了半个月要紧吗",
			now:    "2026-11-05",
			record: []entity.Fact{startedOn(amlodipine, "2019-01-01"), startedOn(metformin, "2025-03-01"), startedOn(atorvastatin, "2025-09-01")},
			want:   []want{{text: "那个药", stage: StageGraph, cands: []string{"f-ator", "f-met"}}},
		},
		{
			name:   "a relative year without a clock narrows nothing",
			text:   "去年开的那个药断了半个月要紧吗",
			record: []entity.Fact{startedOn(amlodipine, "2019-01-01"), startedOn(metformin, "2025-03-01")},
			want:   []want{{text: "那个药", stage: StageGraph, cands: []string{"f-met", "f-aml"}}},
		},
		{
			name:   "a stomach bug is the cause the patient names: no side effect decides",
			text:   "I've got a stomach bug and keep vomiting - should I still take my diabetes pill today?",
			record: []entity.Fact{metformin, med("f-empa", "drug:empagliflozin", "2025-08-01")},
			want:   []want{{text: "my diabetes pill", stage: StageGraph, cands: []string{"f-empa", "f-met"}}},
		},
		{
			name:   "an injection is the injected drug, not the tablets",
			text:   "打的那个针开了能放几天",
			record: []entity.Fact{amlodipine, metformin, med("f-gla", "drug:insulin_glargine", "2025-01-01")},
			want:   []want{{text: "那个针", resolved: true, entity: "f-gla", stage: StageGraph, cands: []string{"f-gla"}}},
		},
		{
			name:   "an injection no longer given is the one meant when nothing current is injected",
			text:   "去年打的那个针还要打吗",
			record: []entity.Fact{amlodipine, fact("f-enox", entity.Medication, "drug:enoxaparin", entity.Stopped, "2025-03-01")},
			want:   []want{{text: "那个针", resolved: true, entity: "f-enox", stage: StageGraph, cands: []string{"f-enox"}}},
		},
		{
			name:   "a cream with no skin drug in the record stays unresolved with nothing to offer",
			text:   "How long do I keep putting the cream on?",
			record: []entity.Fact{amlodipine, metformin},
			want:   []want{{text: "the cream"}},
		},
		{
			name:   "a recency tie leaves out the older drugs: they are not the new one",
			text:   "the new pill upsets my stomach",
			record: []entity.Fact{metformin, startedOn(amlodipine, "2026-10-01"), losartan},
			want: []want{{text: "the new pill", stage: StageGraph,
				cands: []string{"f-aml", "f-los"}, scores: []float64{1, 1}}},
		},
		{
			name:   "my blood pressure medicine with two such drugs is kept ambiguous with both candidates",
			text:   "my blood pressure medicine makes me cough",
			record: []entity.Fact{amlodipine, losartan, metformin},
			want: []want{{text: "my blood pressure medicine", stage: StageGraph,
				cands: []string{"f-los", "f-aml"}, scores: []float64{1, 0.5}}},
		},
		{
			name:   "a recency word overrules an older drug of the window that the record knows a newer one than",
			text:   "那个新开的降压药会不会引起咳嗽",
			window: []WindowMention{said("drug:amlodipine", 4)},
			record: []entity.Fact{amlodipine, losartan},
			want:   []want{{text: "那个新开的降压药", resolved: true, entity: "f-los", stage: StageGraph}},
		},
		{
			name:   "a recency word takes a drug just talked about that the record does not hold yet",
			text:   "is the new blood pressure pill safe?",
			window: []WindowMention{said("drug:losartan", 6)},
			record: []entity.Fact{amlodipine},
			want:   []want{{text: "the new blood pressure pill", resolved: true, entity: "concept:drug:losartan", stage: StageSession}},
		},
		{
			name:   "two drugs named in one turn of the window stay ambiguous",
			text:   "that medicine tastes bad",
			window: []WindowMention{said("drug:metformin", 5), said("drug:amlodipine", 5)},
			want: []want{{text: "that medicine", stage: StageSession,
				cands: []string{"concept:drug:amlodipine", "concept:drug:metformin"}, scores: []float64{1, 1}}},
		},
		{
			name:   "of two drugs in the window, the one mentioned last is meant",
			text:   "那个药还要吃吗",
			window: []WindowMention{said("drug:metformin", 2), said("drug:amlodipine", 5)},
			record: []entity.Fact{metformin},
			want: []want{{text: "那个药", resolved: true, entity: "concept:drug:amlodipine", stage: StageSession,
				cands: []string{"concept:drug:amlodipine", "f-met"}, scores: []float64{1, 0.5}}},
		},
		{
			name:   "a complaint picks the one drug known to cause it",
			text:   "吃了那个药以后脚踝肿了",
			record: []entity.Fact{amlodipine, metformin},
			want: []want{{text: "那个药", resolved: true, entity: "f-aml", stage: StageGraph,
				cands: []string{"f-aml", "f-met"}, scores: []float64{1, 0.5}}},
		},
		{
			name:   "asking what a drug may do to anyone complains of nothing: both steroids stay candidates",
			text:   "我那个激素，会不会让人发胖？",
			record: []entity.Fact{med("f-pred", "drug:prednisone", "2026-10-25"), med("f-bud", "drug:budesonide", "2022-03-01")},
			want:   []want{{text: "那个激素", stage: StageGraph, cands: []string{"f-pred", "f-bud"}}},
		},
		{
			name:   "the same weight gain complained of picks the steroid known to cause it",
			text:   "吃了那个激素以后胖了好多",
			record: []entity.Fact{med("f-pred", "drug:prednisone", "2026-10-25"), med("f-bud", "drug:budesonide", "2022-03-01")},
			want:   []want{{text: "那个激素", resolved: true, entity: "f-pred", stage: StageGraph}},
		},
		{
			name:   "护肝的 asks for a liver drug; a statin is none, so nothing is offered",
			text:   "我在药店自己买的那个护肝的，还要接着吃不？",
			record: []entity.Fact{atorvastatin},
			want:   nil,
		},
		{
			name:   "blaming a drug for a complaint picks the one known to cause it",
			text:   "这半个月脚底板老发麻，是不是哪个药的事儿？",
			record: []entity.Fact{med("f-rif", "drug:rifampicin", "2026-08-10"), med("f-iso", "drug:isoniazid", "2026-08-10")},
			want:   []want{{text: "哪个药的事", resolved: true, entity: "f-iso", stage: StageGraph}},
		},
		{
			name:   "blaming herbal medicine refers to nothing in the record",
			text:   "这半个月脚底板老发麻，是不是中药吃的？",
			record: []entity.Fact{med("f-iso", "drug:isoniazid", "2026-08-10")},
			want:   nil,
		},
		{
			name:   "a throat spray is none of the patient's tablets",
			text:   "医生给我开的那个喷喉咙的，一天喷几下？",
			record: []entity.Fact{metformin, amlodipine},
			want:   []want{{text: "开的那个"}},
		},
		{
			name:   "a condition described by a word of its names: the gluten thing is coeliac disease",
			text:   "Is my gluten thing why I'm always so tired?",
			record: []entity.Fact{cond("f-coel", "cond:coeliac_disease", "2023-02-01"), cond("f-hypo", "cond:hypothyroidism", "2015-01-01")},
			want:   []want{{text: "my gluten thing", resolved: true, entity: "f-coel", stage: StageGraph}},
		},
		{
			name:   "the valve thing is the aortic valve stenosis, not the hypertension",
			text:   "Is the valve thing going to stop me hiking?",
			record: []entity.Fact{cond("f-as", "cond:aortic_stenosis", "2025-04-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   []want{{text: "the valve thing", resolved: true, entity: "f-as", stage: StageGraph}},
		},
		{
			name:   "a word no recorded condition is named by refers to nothing",
			text:   "The gym thing is going well, and the same thing with my diet",
			record: []entity.Fact{cond("f-as", "cond:aortic_stenosis", "2025-04-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   nil,
		},
		{
			name:   "a bare 'that' the patient asks to keep on with is the window's drug",
			text:   "Is it alright to keep on with that every night, or will I end up needing it?",
			window: []WindowMention{said("drug:senna", 2)},
			want:   []want{{text: "that", resolved: true, entity: "concept:drug:senna", stage: StageSession}},
		},
		{
			name:   "keeping on with that job is no drug",
			text:   "Should I keep on with that job at the warehouse?",
			window: []WindowMention{said("drug:senna", 2)},
			want:   nil,
		},
		{
			name: "how often it is taken qualifies a demonstrative: that weekly one from last time",
			text: "About that weekly one from last time - do I have to stay sat up for half an hour after?",
			last: []WindowMention{said("drug:risedronate", 1)},
			want: []want{{text: "that weekly one", resolved: true, entity: "concept:drug:risedronate", stage: StageEarlier}},
		},
		{
			name: "years back said as 头些年, and a stop told after the drug: the stopped stomach drug, not the current one",
			text: "头些年吃的那个胃药，后来就给我停了，是不是有问题？",
			record: []entity.Fact{stoppedOn(fact("f-ran", entity.Medication, "drug:ranitidine", entity.Stopped, "2012-05-01"), "2019-10-01"),
				fact("f-rab", entity.Medication, "drug:rabeprazole", entity.Active, "2019-10-01")},
			want: []want{{text: "那个胃药", resolved: true, entity: "f-ran", stage: StageGraph}},
		},
		{
			name: "what a drug will do once taken is a worry, not a complaint that chooses between last time's two",
			text: "上次说的那个药，是不是吃了晚上会睡不着觉？",
			last: []WindowMention{said("drug:methylphenidate", 2), said("drug:atomoxetine", 2)},
			want: []want{{text: "那个药", stage: StageEarlier, cands: []string{"concept:drug:atomoxetine", "concept:drug:methylphenidate"}}},
		},
		{
			name:   "that gallbladder business is the gallstones, not the blood pressure",
			text:   "That gallbladder business I had a few years back - could it be that again?",
			record: []entity.Fact{stoppedOn(fact("f-gs", entity.Condition, "cond:gallstones", entity.Resolved, "2021-03-01"), "2021-06-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   []want{{text: "That gallbladder business", resolved: true, entity: "f-gs", stage: StageGraph}},
		},
		{
			name:   "a Cantonese 嘅 links the ear to its trouble: two ear conditions stay open",
			text:   "我个耳仔嘅问题，坐飞机会唔会搞到更加严重啊？",
			record: []entity.Fact{cond("f-hl", "cond:hearing_loss", "2020-01-01"), cond("f-men", "cond:meniere_disease", "2022-01-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   []want{{text: "耳仔嘅问题", stage: StageGraph, cands: []string{"f-men", "f-hl"}}},
		},
		{
			name: "that arthritis shot I used to give myself is the stopped injection for the joints",
			text: "That arthritis shot I used to give myself every week - any chance I could go back on it?",
			record: []entity.Fact{stoppedOn(fact("f-eta", entity.Medication, "drug:etanercept", entity.Stopped, "2019-03-01"), "2022-09-01"),
				fact("f-mtx", entity.Medication, "drug:methotrexate", entity.Active, "2018-01-01")},
			want: []want{{text: "That arthritis shot", resolved: true, entity: "f-eta", stage: StageGraph}},
		},
		{
			name:   "them ones I was on before, long back: the stopped drug",
			text:   "Them ones I was on before, long back - were they giving me the headaches?",
			record: []entity.Fact{stoppedOn(fact("f-var", entity.Medication, "drug:vardenafil", entity.Stopped, "2020-03-01"), "2021-09-01"), amlodipine},
			want:   []want{{text: "Them ones", resolved: true, entity: "f-var", stage: StageGraph}},
		},
		{
			name:   "popped back on that: the window's drug",
			text:   "So if the fluttering comes back, would they just pop me back on that?",
			window: []WindowMention{said("drug:sotalol", 2)},
			want:   []want{{text: "that", resolved: true, entity: "concept:drug:sotalol", stage: StageSession}},
		},
		{
			name: "新开嗰只降糖药 (Cantonese): the newest antidiabetic",
			text: "新开嗰只降糖药，医生叫我要饮多啲水，系咪真系咁紧要啊？",
			record: []entity.Fact{fact("f-met", entity.Medication, "drug:metformin", entity.Active, "2018-01-01"),
				fact("f-ert", entity.Medication, "drug:ertugliflozin", entity.Active, "2026-09-01")},
			want: []want{{text: "新开嗰只降糖药", resolved: true, entity: "f-ert", stage: StageGraph}},
		},
		{
			name: "新添的那个降压的: the newest antihypertensive",
			text: "新添的那个降压的，大夫说吃两个礼拜得去抽血，要紧不？",
			record: []entity.Fact{amlodipine,
				fact("f-cil", entity.Medication, "drug:cilazapril", entity.Active, "2026-09-01")},
			want: []want{{text: "降压的", resolved: true, entity: "f-cil", stage: StageGraph}},
		},
		{
			name: "上回说那个, a bare 那个 ending its clause, is last time's drug",
			text: "我就想起上回说那个，吃了三天痰是稀了些，要不要再买一盒？",
			last: []WindowMention{said("drug:bromhexine", 1)},
			want: []want{{text: "说那个", resolved: true, entity: "concept:drug:bromhexine", stage: StageEarlier}},
		},
		{
			name: "说那个 before a noun is no reference",
			text: "医生说那个检查要空腹，我早上没吃饭。",
			last: []WindowMention{said("drug:bromhexine", 1)},
			want: nil,
		},
		{
			name: "a symptom getting better is what the drug treats, not a complaint that chooses between two started the same day",
			text: "The new antibiotic doctor started on Friday, I have to take with food? Loose motions have reduced but stomach is still paining.",
			record: []entity.Fact{amlodipine, fact("f-oflx", entity.Medication, "drug:ofloxacin", entity.Active, "2026-10-30"),
				fact("f-orn", entity.Medication, "drug:ornidazole", entity.Active, "2026-10-30")},
			want: []want{{text: "The new antibiotic", stage: StageGraph, cands: []string{"f-oflx", "f-orn"}}},
		},
		{
			name:   "a condition described by its hallmark symptom: the spinning one is the vertigo, not the blood pressure",
			text:   "我这个一翻身就天旋地转的毛病，会不会是脑子里长了东西？",
			record: []entity.Fact{cond("f-bppv", "cond:bppv", "2024-03-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			// The whole description is the phrase since "一翻身就天旋地转" is read as the vertigo itself (lay_zh.csv, session 59).
			want: []want{{text: "这个一翻身就天旋地转的毛病", resolved: true, entity: "f-bppv", stage: StageGraph}},
		},
		{
			name:   "a described condition two recorded conditions fit stays open between them",
			text:   "我这心慌的毛病，能喝咖啡吗？",
			record: []entity.Fact{cond("f-af", "cond:atrial_fibrillation", "2024-03-01"), cond("f-gd", "cond:graves_disease", "2022-01-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   []want{{text: "这心慌的毛病", stage: StageGraph, cands: []string{"f-af", "f-gd"}}},
		},
		{
			name:   "a word of description may stand between the site and the trouble: the heart rhythm thing",
			text:   "Is my heart rhythm thing going to be a problem if I go diving?",
			record: []entity.Fact{cond("f-af", "cond:atrial_fibrillation", "2024-03-01"), cond("f-htn", "cond:hypertension", "2015-01-01")},
			want:   []want{{text: "my heart rhythm thing", resolved: true, entity: "f-af", stage: StageGraph}},
		},
		{
			name:   "tea drunk with something is no remedy taken: 'on that' is the window's drug",
			text:   "Am I alright to have a glass of wine with my tea while I'm on that?",
			window: []WindowMention{said("drug:paracetamol_codeine", 2)},
			record: []entity.Fact{med("f-ram", "drug:ramipril", "2020-02-01")},
			want:   []want{{text: "that", resolved: true, entity: "concept:drug:paracetamol_codeine", stage: StageSession}},
		},
		{
			name:   "a tea taken is the remedy 'it' stands for, never the window's drug",
			text:   "The ginger tea my aunt gave me, should I stop taking it?",
			window: []WindowMention{said("drug:paracetamol_codeine", 2)},
			want:   nil,
		},
		{
			name:   "what a drug made the patient's body do makes 'that one' a drug",
			text:   "Was it that one that made my ankles balloon up?",
			window: []WindowMention{said("drug:amlodipine", 1)},
			record: []entity.Fact{med("f-ler", "drug:lercanidipine", "2024-03-12")},
			want:   []want{{text: "that one", resolved: true, entity: "concept:drug:amlodipine", stage: StageSession}},
		},
		{
			name:   "上回说到的那个 is what the last session named",
			text:   "对了，上回说到的那个，吃完这盒还要不要再去开啊？",
			window: []WindowMention{said("drug:amlodipine", 1)},
			last:   []WindowMention{said("drug:calcitriol", 1)},
			record: []entity.Fact{amlodipine, med("f-cal", "drug:calcitriol", "2026-10-01")},
			want:   []want{{text: "说到的那个", resolved: true, entity: "f-cal", stage: StageEarlier}},
		},
		{
			name:   "the one we talked about last week is the last session's, not the window's",
			text:   "Quick follow-up on the one we talked about last week - can I switch it to mornings?",
			window: []WindowMention{said("drug:salbutamol", 1)},
			last:   []WindowMention{said("drug:montelukast", 1)},
			want:   []want{{text: "the one", resolved: true, entity: "concept:drug:montelukast", stage: StageEarlier}},
		},
		{
			name:   "a sugar tablet is not the insulin",
			text:   "My sugar tablet I should skip fully or take half?",
			record: []entity.Fact{med("f-gli", "drug:gliclazide", "2021-03-01"), med("f-ins", "drug:insulin_glargine", "2025-02-01")},
			want:   []want{{text: "My sugar tablet", resolved: true, entity: "f-gli", stage: StageGraph}},
		},
		{
			name:   "a tablet may be a drug that also comes as eye drops",
			text:   "Can I crush that tablet?",
			record: []entity.Fact{med("f-pred", "drug:prednisolone", "2026-10-01")},
			want:   []want{{text: "that tablet", resolved: true, entity: "f-pred", stage: StageGraph}},
		},
		{
			name:   "刚给我开的 is the newest drug",
			text:   "前几天刚给我开的那个药，是不是要吃一辈子哦？",
			record: []entity.Fact{amlodipine, atorvastatin, med("f-clo", "drug:clopidogrel", "2026-10-28")},
			want:   []want{{text: "那个药", resolved: true, entity: "f-clo", stage: StageGraph}},
		},
		{
			name:   "an ointment is the eye gel: ganciclovir has an eye form",
			text:   "这个药膏涂进去以后，眼睛会不会糊一阵子啊？",
			record: []entity.Fact{amlodipine, med("f-gan", "drug:ganciclovir", "2026-11-01")},
			want:   []want{{text: "这个药膏", resolved: true, entity: "f-gan", stage: StageGraph}},
		},
		{
			name:   "an antibiotic injection is the benzylpenicillin",
			text:   "This antibiotic injection they are giving me every morning, after how many days will I change to tablets?",
			record: []entity.Fact{amlodipine, med("f-pen", "drug:benzylpenicillin", "2026-10-29")},
			want:   []want{{text: "This antibiotic", resolved: true, entity: "f-pen", stage: StageGraph}},
		},
		{
			name:   "Henan 哩 is 的: the epilepsy drug taken before is the stopped one",
			text:   "俺以前吃哩那个抗癫痫哩药，吃着老是看东西重影，后来换了。那药叫啥名儿？",
			record: []entity.Fact{stoppedOn(fact("f-oxc", entity.Medication, "drug:oxcarbazepine", entity.Stopped, "2020-02-01"), "2023-05-01"), med("f-lev", "drug:levetiracetam", "2023-05-01")},
			// "抗癫痫哩药" is the one phrase: the use verb before it defers to it.
			want: []want{{text: "抗癫痫哩药", resolved: true, entity: "f-oxc", stage: StageGraph},
				{text: "那药", resolved: true, entity: "f-oxc", stage: StageGraph}},
		},
		{
			name:   "me old blood pressure tablet with none stopped is unresolved",
			text:   "The pharmacist's asking about me old blood pressure tablet, the one before this one. Can you tell me what it was?",
			record: []entity.Fact{med("f-los", "drug:losartan", "2023-06-01")},
			want:   []want{},
		},
		{
			name:   "the neck's trouble is the goitre",
			text:   "那我脖子上那个毛病，会不会哪天也变成恶性的？",
			record: []entity.Fact{fact("f-goi", entity.Condition, "cond:goiter", entity.Active, "2023-10-01")},
			want:   []want{{text: "脖子上那个毛病", resolved: true, entity: "f-goi", stage: StageGraph}},
		},
		{
			name:   "my gum thing is the periodontitis",
			text:   "My gum thing, the periodontist wants to do a deep cleaning next week.",
			record: []entity.Fact{amlodipine, fact("f-per", entity.Condition, "cond:periodontitis", entity.Active, "2026-05-01")},
			want:   []want{{text: "My gum thing", resolved: true, entity: "f-per", stage: StageGraph}},
		},
		{
			name:   "a cream is no eye gel",
			text:   "How long do I keep putting the cream on?",
			record: []entity.Fact{amlodipine, med("f-gan", "drug:ganciclovir", "2026-11-01")},
			want:   []want{{text: "the cream"}},
		},
		{
			name:   "以前擦的那条药膏 is the stopped cream",
			text:   "以前擦的那条药膏，还可以拿出来擦吗？",
			record: []entity.Fact{amlodipine, stoppedOn(fact("f-cal", entity.Medication, "drug:calcipotriol", entity.Stopped, "2024-11-01"), "2025-06-01")},
			want:   []want{{text: "擦的那条", resolved: true, entity: "f-cal", stage: StageGraph}},
		},
		{
			name:   "which of the drugs caused it: 那几个药里头哪个闹的",
			text:   "这几天脚底发麻，是那几个药里头哪个闹的？",
			record: []entity.Fact{med("f-rif", "drug:rifampicin", "2026-08-10"), med("f-iso", "drug:isoniazid", "2026-08-10")},
			want:   []want{{text: "哪个闹的", resolved: true, entity: "f-iso", stage: StageGraph}},
		},
		{
			name:   "code-switched blame: 药的 side effect",
			text:   "最近脚底老发麻，是不是药的 side effect 啊？",
			record: []entity.Fact{med("f-rif", "drug:rifampicin", "2026-08-10"), med("f-iso", "drug:isoniazid", "2026-08-10")},
			want:   []want{{text: "药的 side effect", resolved: true, entity: "f-iso", stage: StageGraph}},
		},
		{
			name:   "补钙的 is the calcium",
			text:   "我那个补钙的，是饭后吃好还是睡前吃好？",
			record: []entity.Fact{amlodipine, med("f-ca", "drug:calcium_carbonate", "2024-01-01")},
			want:   []want{{text: "补钙的", resolved: true, entity: "f-ca", stage: StageGraph}},
		},
		{
			name:   "那会儿吃的 is a drug of that time, a stopped one",
			text:   "我怀老二那会儿吃的那个降压药，到时候还能接着吃不？",
			record: []entity.Fact{stoppedOn(fact("f-mdp", entity.Medication, "drug:methyldopa", entity.Stopped, "2016-03-01"), "2016-10-20"), med("f-olm", "drug:olmesartan", "2021-09-01")},
			want:   []want{{text: "那个降压药", resolved: true, entity: "f-mdp", stage: StageGraph}},
		},
		{
			name:   "上礼拜跟你聊的 is the last session, which named no drug",
			text:   "上礼拜跟你聊的那个药，我儿子说网上能买到，能行不？",
			last:   []WindowMention{},
			record: []entity.Fact{atorvastatin},
			want:   []want{{text: "那个药"}},
		},
		{
			name:   "a pain tablet the doctor stopped is the stopped painkiller",
			text:   "That pain tablet doctor stopped because of my liver test - can I take it for one or two days?",
			record: []entity.Fact{stoppedOn(fact("f-nim", entity.Medication, "drug:nimesulide", entity.Stopped, "2022-01-01"), "2023-06-01"), med("f-par", "drug:paracetamol", "2023-06-01")},
			want:   []want{{text: "That pain tablet", resolved: true, entity: "f-nim", stage: StageGraph}},
		},
		{
			name:   "a drip is an infusion: the last session's iron, not the window's tablets",
			text:   "That drip you told last time, how many sittings I will need?",
			window: []WindowMention{said("drug:metformin", 1)},
			last:   []WindowMention{said("drug:iron_sucrose", 1)},
			want:   []want{{text: "That drip", resolved: true, entity: "concept:drug:iron_sucrose", stage: StageEarlier}},
		},
		{
			name:   "my anxiety med is either of two anxiolytics",
			text:   "Can I take my anxiety med right before my dentist appointment?",
			record: []entity.Fact{med("f-bus", "drug:buspirone", "2025-01-01"), med("f-lor", "drug:lorazepam", "2025-01-01"), amlodipine},
			want:   []want{{text: "my anxiety med", stage: StageGraph, cands: []string{"f-bus", "f-lor"}}},
		},
		{
			name:   "my allergy tablet is the antihistamine",
			text:   "My allergy tablet I can give to my son also?",
			record: []entity.Fact{med("f-eba", "drug:ebastine", "2025-01-01"), amlodipine},
			want:   []want{{text: "My allergy tablet", resolved: true, entity: "f-eba", stage: StageGraph}},
		},
		{
			name:   "以前吃的 picks the stopped drug",
			text:   "以前吃的那个利尿药还剩一点",
			record: []entity.Fact{hctzStopped, amlodipine},
			want: []want{{text: "那个利尿药", resolved: true, entity: hctzStopped.ID, stage: StageGraph,
				cands: []string{hctzStopped.ID}, scores: []float64{1}}},
		},
		{
			name:   "a lay topic phrase fits the conditions of its organ",
			text:   "我这个血压的毛病要一辈子吃药吗",
			record: []entity.Fact{cond("f-htn", "cond:hypertension", "2020-01-01"), cond("f-dm", "cond:type2_diabetes", "2021-01-01")},
			want: []want{{text: "这个血压的毛病", resolved: true, entity: "f-htn", stage: StageGraph,
				cands: []string{"f-htn"}, scores: []float64{1}}},
		},
		{
			name: "a bare demonstrative with nothing to point to stays unresolved without candidates",
			text: "那个药我吃完了",
			want: []want{{text: "那个药"}},
		},
		{
			name:   "stopped and superseded drugs are not candidates",
			text:   "my water pill makes me pee a lot",
			record: []entity.Fact{hctzStopped, superseded(med("f-hctz2", "drug:hydrochlorothiazide", "2025-01-01"))},
			want:   nil,
		},
		{
			name:   "a refuted drug is not a candidate",
			text:   "this medication makes me dizzy",
			record: []entity.Fact{refuted(amlodipine), metformin},
			want:   []want{{text: "this medication", resolved: true, entity: "f-met", stage: StageGraph}},
		},
		{
			name:   "two current facts of one drug are one candidate, the later one",
			text:   "the statin hurts my muscles",
			record: []entity.Fact{atorvastatin, med("f-ator2", "drug:atorvastatin", "2026-06-01")},
			want:   []want{{text: "the statin", resolved: true, entity: "f-ator2", stage: StageGraph, cands: []string{"f-ator2"}}},
		},
		{
			name:   "那个病 resolves to the one active condition",
			text:   "那个病好了吗",
			record: []entity.Fact{amlodipine, hypertension},
			want:   []want{{text: "那个病", resolved: true, entity: "f-htn", stage: StageGraph}},
		},
		{
			name:   "that condition resolves to the condition of the window, not to a drug",
			text:   "Is that condition serious?",
			window: []WindowMention{said("drug:amlodipine", 3), said("cond:hypertension", 2)},
			record: []entity.Fact{amlodipine, hypertension},
			want:   []want{{text: "that condition", resolved: true, entity: "f-htn", stage: StageSession}},
		},
		{
			name:   "two references in one turn resolve independently",
			text:   "这个药和我的降压药能一起吃吗",
			window: []WindowMention{said("drug:metformin", 7)},
			record: []entity.Fact{amlodipine, metformin},
			want: []want{
				{text: "这个药", resolved: true, entity: "f-met", stage: StageSession},
				{text: "我的降压药", resolved: true, entity: "f-aml", stage: StageGraph},
			},
		},
	}
	lex, _ := testLexicon()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refs := findIn(t, tt.text)
			in := Input{Window: tt.window, Earlier: [][]WindowMention{tt.last}, Record: tt.record}
			if tt.now != "" {
				in.Now = day(tt.now)
			}
			got := Resolve(refs, in, lex)
			if len(got) != len(tt.want) {
				t.Fatalf("Resolve(%q) = %+v, want %d resolutions", tt.text, got, len(tt.want))
			}
			for i, g := range got {
				checkResolution(t, g, tt.want[i])
			}
		})
	}
}

func checkResolution(t *testing.T, g Resolution, w want) {
	t.Helper()
	if g.Text != w.text || g.Resolved != w.resolved || g.EntityID != w.entity || g.Stage != w.stage {
		t.Errorf("resolution of %q = {resolved %v, entity %q, stage %q}, want %q {resolved %v, entity %q, stage %q}",
			g.Text, g.Resolved, g.EntityID, g.Stage, w.text, w.resolved, w.entity, w.stage)
	}
	if g.Resolved && g.ConceptID == "" {
		t.Errorf("resolution of %q has no concept id", g.Text)
	}
	if g.Resolved && g.Display == "" {
		t.Errorf("resolution of %q has no display", g.Text)
	}
	if w.cands == nil && w.resolved {
		return
	}
	var ids []string
	var scores []float64
	for _, c := range g.Candidates {
		ids = append(ids, c.EntityID)
		scores = append(scores, c.Score)
		if c.Score <= 0 || c.Score > 1 {
			t.Errorf("candidate %s of %q has score %v, want (0, 1]", c.EntityID, g.Text, c.Score)
		}
	}
	if !reflect.DeepEqual(ids, w.cands) {
		t.Errorf("candidates of %q = %v, want %v", g.Text, ids, w.cands)
	}
	if w.scores != nil && !reflect.DeepEqual(scores, w.scores) {
		t.Errorf("candidate scores of %q = %v, want %v", g.Text, scores, w.scores)
	}
}

func refuted(f entity.Fact) entity.Fact {
	f.Verification = entity.Refuted
	return f
}

func TestResolveIsDeterministic(t *testing.T) {
	lex, _ := testLexicon()
	refs := findIn(t, "那个药和我的降压药，还有新开的药，那个病")
	if len(refs) != 4 {
		t.Fatalf("Find found %d references, want 4: %+v", len(refs), refs)
	}
	window := []WindowMention{said("drug:metformin", 2), said("drug:amlodipine", 2), said("cond:hypertension", 1)}
	record := []entity.Fact{
		amlodipine, losartan, metformin, atorvastatin, hypertension, hctzStopped,
		startedOn(med("f-nif", "drug:nifedipine", "2026-10-01"), "2026-10-01"),
		med("f-aml2", "drug:amlodipine", "2024-01-10"),
	}
	first := Resolve(refs, Input{Window: window, Record: record}, lex)
	rng := rand.New(rand.NewSource(1))
	for i := range 50 {
		w := append([]WindowMention(nil), window...)
		r := append([]entity.Fact(nil), record...)
		rng.Shuffle(len(w), func(a, b int) { w[a], w[b] = w[b], w[a] })
		rng.Shuffle(len(r), func(a, b int) { r[a], r[b] = r[b], r[a] })
		if got := Resolve(refs, Input{Window: w, Record: r}, lex); !reflect.DeepEqual(got, first) {
			t.Fatalf("shuffle %d: Resolve = %s, first run gave %s", i, dump(got), dump(first))
		}
	}
}

func dump(rs []Resolution) string {
	s := ""
	for _, r := range rs {
		s += fmt.Sprintf("\n  %q resolved=%v entity=%s stage=%s candidates=%+v", r.Text, r.Resolved, r.EntityID, r.Stage, r.Candidates)
	}
	return s
}

func TestWindowReferentsLeaveOutOthersDrugs(t *testing.T) {
	_, m := testLexicon()
	at := day("2026-11-02")
	read := func(text string) []extract.Mention { return m.Extract(text, at).Mentions }
	turns := []WindowTurn{
		{Seq: 1, Speaker: extract.Patient, Mentions: read("我闺女也在吃舍曲林。")},
		{Seq: 2, Speaker: "assistant", Mentions: read("明白，舍曲林是您女儿的药。")},
		{Seq: 3, Speaker: extract.Patient, Mentions: read("我自己吃的是艾司西酞普兰。")},
	}
	var got []string
	against := false
	for _, w := range WindowReferents(turns, func(id string) string { return id }) {
		if w.Against {
			against = true // the mark of someone else's drug, of no concept
			continue
		}
		got = append(got, w.ConceptID)
	}
	if strings.Join(got, " ") != "drug:escitalopram" || !against {
		t.Errorf("referents = %v (someone else's marked: %v), want only the patient's escitalopram, and the daughter's marked", got, against)
	}
	// The patient taking it too makes it theirs again.
	turns = append(turns, WindowTurn{Seq: 4, Speaker: extract.Patient, Mentions: read("其实我也吃舍曲林。")})
	got = nil
	for _, w := range WindowReferents(turns, func(id string) string { return id }) {
		got = append(got, w.ConceptID)
	}
	if !slices.Contains(got, "drug:sertraline") {
		t.Errorf("referents = %v, want sertraline once the patient takes it", got)
	}
}
