package summarize_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
)

func seqs(ts []session.Turn) []int64 {
	var out []int64
	for _, t := range ts {
		out = append(out, t.Seq)
	}
	return out
}

// knee is a ten-turn conversation on one topic.
func knee(n int) []session.Turn {
	lines := make([]line, n)
	for i := range lines {
		lines[i] = pat("膝盖还是疼", "knee pain")
	}
	return script(lines...)
}

func TestDue(t *testing.T) {
	shifted := append(knee(6), script(pat("x", "blood pressure"))...)
	shifted[6].Seq, shifted[6].TurnID = 7, "t-7"
	tests := []struct {
		name        string
		p           summarize.Policy
		turns       []session.Turn
		windowStart int64
		want        []int64
	}{
		{"nothing is due while every turn is in the window", summarize.Policy{Window: 10}, knee(8), 0, nil},
		{"fewer than MinFold old turns wait", summarize.Policy{Window: 6}, knee(9), 0, nil},
		{"MinFold old turns are folded", summarize.Policy{Window: 6}, knee(10), 0, []int64{1, 2, 3, 4}},
		{"MinFold defaults to four", summarize.Policy{Window: 6}, knee(11), 0, []int64{1, 2, 3, 4, 5}},
		{"a custom MinFold is honoured", summarize.Policy{Window: 6, MinFold: 2}, knee(8), 0, []int64{1, 2}},
		{"an explicit window start wins over the window size", summarize.Policy{Window: 100}, knee(8), 6, []int64{1, 2, 3, 4, 5}},
		{"a topic shift folds fewer than MinFold old turns", summarize.Policy{Window: 5}, shifted, 0, []int64{1, 2}},
		{"a topic shift with nothing older than the window folds nothing", summarize.Policy{Window: 10}, shifted, 0, nil},
		{"no window size and no window start fold nothing", summarize.Policy{}, knee(10), 0, nil},
		{"no turns fold nothing", summarize.Policy{Window: 2}, nil, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := seqs(summarize.Due(tc.p, tc.turns, tc.windowStart))
			if !slices.Equal(got, tc.want) {
				t.Errorf("Due = seqs %v, want %v", got, tc.want)
			}
		})
	}
}

func TestDueTopicShift(t *testing.T) {
	tests := []struct {
		name   string
		topics [][]string
		shift  bool
	}{
		{"a new topic with nothing in common is a shift", [][]string{{"knee pain"}, {"knee pain"}, {"knee pain"}, {"blood pressure"}}, true},
		{"sharing one topic is no shift", [][]string{{"knee pain"}, {"knee pain"}, {"knee pain"}, {"blood pressure", "knee pain"}}, false},
		{"a narrower tag of the same complaint is no shift", [][]string{{"knee pain"}, {"knee pain"}, {"knee pain"}, {"pain"}}, false},
		{"a newest turn without topics is no shift", [][]string{{"knee pain"}, {"knee pain"}, {"knee pain"}, nil}, false},
		{"topicless turns between are skipped when comparing", [][]string{{"knee pain"}, {"knee pain"}, nil, {"blood pressure"}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lines := make([]line, len(tc.topics))
			for i, tp := range tc.topics {
				lines[i] = pat("text", tp...)
			}
			// Window 3 leaves one old turn, below MinFold: only a shift folds it.
			got := summarize.Due(summarize.Policy{Window: 3}, script(lines...), 0)
			if (len(got) > 0) != tc.shift {
				t.Errorf("Due = %v, want a shift: %v", seqs(got), tc.shift)
			}
		})
	}
}

// zhKnee is a Chinese knee-pain conversation, then a blood pressure turn.
func zhKnee() []session.Turn {
	return script(
		pat("我昨晚爬山后膝盖开始疼，刺痛", "knee pain"),
		asst("疼了多久了？有没有发烧？"),
		pat("已经疼了三天了，每天晚上都疼", "pain"),
		pat("吃了布洛芬以后好一点", "ibuprofen", "pain"),
		pat("没有发烧，下雨天膝盖更疼", "knee pain"),
		pat("我妈妈有糖尿病", "diabetes"),
		pat("刚量的血压是150/100", "blood pressure"),
	)
}

func TestFoldChinese(t *testing.T) {
	sums := summarize.Fold(zhKnee(), analyzer(t), "zh", base)
	if len(sums) != 3 {
		t.Fatalf("Fold made %d summaries, want 3 (knee pain, diabetes, blood pressure): %+v", len(sums), sums)
	}
	k := sums[0]
	t.Run("the knee summary covers its turns and keeps their ids", func(t *testing.T) {
		if k.Topic != "knee pain" || k.FromSeq != 1 || k.ToSeq != 5 {
			t.Errorf("knee summary = topic %q seq %d..%d, want knee pain 1..5", k.Topic, k.FromSeq, k.ToSeq)
		}
		if want := []string{"t-1", "t-2", "t-3", "t-4", "t-5"}; !slices.Equal(k.TurnIDs, want) {
			t.Errorf("TurnIDs = %v, want %v", k.TurnIDs, want)
		}
	})
	t.Run("the knee summary's fields come from the patient's words", func(t *testing.T) {
		want := map[string][]string{
			summarize.Site:        {"膝盖"},
			summarize.Character:   {"刺痛"},
			summarize.Onset:       {"昨晚"},
			summarize.Duration:    {"三天"},
			summarize.Frequency:   {"每天晚上"},
			summarize.Aggravating: {"下雨天"},
			summarize.Relieving:   {"吃了布洛芬以后"},
			summarize.Meds:        {"布洛芬"},
			summarize.Denies:      {"发烧"},
		}
		if !reflect.DeepEqual(k.Fields, want) {
			t.Errorf("Fields =\n %v\nwant\n %v", k.Fields, want)
		}
	})
	t.Run("the text is rendered in Chinese with the turn range", func(t *testing.T) {
		want := "膝盖疼：部位 膝盖；性质 刺痛；起病 昨晚；持续 三天；频率 每天晚上；加重 下雨天；缓解 吃了布洛芬以后；用药 布洛芬；否认 发烧 (turns t-1..t-5)"
		if k.Text != want {
			t.Errorf("Text =\n %s\nwant\n %s", k.Text, want)
		}
	})
	t.Run("a family member's condition is no finding of the patient", func(t *testing.T) {
		if sums[1].Topic != "diabetes" || len(sums[1].Fields) != 0 {
			t.Errorf("family summary = %q %v, want diabetes with no fields", sums[1].Topic, sums[1].Fields)
		}
	})
	t.Run("a measurement is rendered with its quantity and unit", func(t *testing.T) {
		bp := sums[2]
		if got := bp.Fields[summarize.Measurements]; !slices.Equal(got, []string{"血压 150/100 mmHg"}) {
			t.Errorf("measurements = %v, want [血压 150/100 mmHg]", got)
		}
		if bp.TurnIDs[0] != "t-7" || !strings.HasSuffix(bp.Text, "(turn t-7)") {
			t.Errorf("bp summary = %v %q, want turn t-7", bp.TurnIDs, bp.Text)
		}
	})
	t.Run("the id is derived from patient, session, topic and seq range", func(t *testing.T) {
		if want := entity.ID("sum", "p1", "s1", "knee pain", "1", "5"); k.ID != want {
			t.Errorf("ID = %s, want %s", k.ID, want)
		}
		if k.PatientID != "p1" || k.SessionID != "s1" || !k.CreatedAt.Equal(base) {
			t.Errorf("summary = %s/%s at %v, want p1/s1 at %v", k.PatientID, k.SessionID, k.CreatedAt, base)
		}
	})
}

func TestFoldEnglish(t *testing.T) {
	turns := script(
		pat("My knee has hurt for three days, a sharp pain, worse when I climb stairs", "knee pain"),
		asst("Did you take anything for it?"),
		pat("I took ibuprofen 400 mg twice a day and the pain got better after rest", "ibuprofen", "knee pain"),
		pat("no fever, and my blood pressure was 150/100 this morning", "blood pressure"),
	)
	sums := summarize.Fold(turns, analyzer(t), "en", base)
	if len(sums) != 2 {
		t.Fatalf("Fold made %d summaries, want 2: %+v", len(sums), sums)
	}
	tests := []struct {
		name  string
		got   []string
		field string
		want  []string
	}{
		{"the body site is the site", sums[0].Fields[summarize.Site], summarize.Site, []string{"knee"}},
		{"a character word is the character", sums[0].Fields[summarize.Character], summarize.Character, []string{"sharp"}},
		{"a duration is the duration", sums[0].Fields[summarize.Duration], summarize.Duration, []string{"three days"}},
		{"worse when names what aggravates", sums[0].Fields[summarize.Aggravating], summarize.Aggravating, []string{"when I climb stairs"}},
		{"better after names what relieves", sums[0].Fields[summarize.Relieving], summarize.Relieving, []string{"after rest"}},
		{"a drug carries its dose, whose frequency is not the symptom's", sums[0].Fields[summarize.Meds], summarize.Meds, []string{"ibuprofen 400 mg twice a day"}},
		{"the dose's frequency is not the symptom's", sums[0].Fields[summarize.Frequency], summarize.Frequency, nil},
		{"a blood pressure reading is a measurement", sums[1].Fields[summarize.Measurements], summarize.Measurements, []string{"blood pressure 150/100 mmHg"}},
		{"a negated finding is denied", sums[1].Fields[summarize.Denies], summarize.Denies, []string{"fever"}},
		{"a time said without a complaint is no onset", sums[1].Fields[summarize.Onset], summarize.Onset, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !slices.Equal(tc.got, tc.want) {
				t.Errorf("%s = %q, want %q", tc.field, tc.got, tc.want)
			}
		})
	}
	want := "knee pain: site knee; character sharp; duration three days; worse when I climb stairs; better after rest; meds ibuprofen 400 mg twice a day (turns t-1..t-3)"
	if sums[0].Text != want {
		t.Errorf("Text =\n %s\nwant\n %s", sums[0].Text, want)
	}
}

func TestFoldGrouping(t *testing.T) {
	tests := []struct {
		name  string
		lines []line
		want  map[string][]string // topic -> turn ids
	}{
		{"topicless turns join the topic before them",
			[]line{pat("膝盖疼", "knee pain"), asst("多久了？"), pat("今天天气不错")},
			map[string][]string{"knee pain": {"t-1", "t-2", "t-3"}}},
		{"leading topicless turns join the first topic",
			[]line{asst("你好，哪里不舒服？"), pat("膝盖疼", "knee pain")},
			map[string][]string{"knee pain": {"t-1", "t-2"}}},
		{"turns without any topic fold into one small-talk summary",
			[]line{pat("你好"), asst("你好")},
			map[string][]string{summarize.SmallTalkTopic: {"t-1", "t-2"}}},
		{"a topic that comes back is one summary over all its turns",
			[]line{pat("膝盖疼", "knee pain"), pat("血压150/100", "blood pressure"), pat("膝盖还疼", "knee pain")},
			map[string][]string{"knee pain": {"t-1", "t-3"}, "blood pressure": {"t-2"}}},
		{"a turn naming the current topic among others stays in it",
			[]line{pat("膝盖疼", "knee pain"), pat("吃了布洛芬膝盖好一点", "ibuprofen", "knee pain")},
			map[string][]string{"knee pain": {"t-1", "t-2"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string][]string{}
			for _, s := range summarize.Fold(script(tc.lines...), analyzer(t), "zh", base) {
				got[s.Topic] = s.TurnIDs
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("groups = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestFoldIsDeterministic(t *testing.T) {
	a := summarize.Fold(zhKnee(), analyzer(t), "zh", base)
	b := summarize.Fold(zhKnee(), analyzer(t), "zh", base)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("two folds of the same turns differ:\n%+v\n%+v", a, b)
	}
	other := zhKnee()[:4]
	c := summarize.Fold(other, analyzer(t), "zh", base)
	if len(c) == 0 || c[0].ID == a[0].ID {
		t.Errorf("a fold of other turns reused id %v", c)
	}
	if got := summarize.Fold(nil, analyzer(t), "zh", base); got != nil {
		t.Errorf("Fold(nil) = %v, want nil", got)
	}
}

func TestSmallTalkFoldsIntoOneLine(t *testing.T) {
	tests := []struct {
		name  string
		lang  string
		lines []line
		want  string
	}{
		{"english subjects", "en", []line{pat("The weather has been awful this week."), asst("It has."),
			pat("My grandson visited on Sunday."), pat("We watched the football match.")},
			"small talk: weather, family, sport (turns t-1..t-4)"},
		{"chinese subjects", "zh", []line{pat("今天天气真好"), asst("是啊"), pat("老伴带孙子出去玩了")},
			"闲聊：天气、家人、出行 (turns t-1..t-3)"},
		{"no subject: the line says only small talk", "en", []line{pat("Hello there."), asst("Hi, how are you?")},
			"small talk (turns t-1..t-2)"},
		{"a word inside another word is no subject", "en", []line{pat("I'm catching up."), asst("Right, the showroom.")},
			"small talk (turns t-1..t-2)"},
		{"今天天气 holds no 天天", "zh", []line{pat("今天天气不错")}, "闲聊：天气 (turn t-1)"},
		{"a place named with no finding is no content", "en", []line{clin("Hi there. Good morning. I'm Doctor from GP at Hand."), pat("Good morning.")},
			"small talk (turns t-1..t-2)"},
		{"a topic without details is mentioned", "en", []line{pat("So, about that.", "knee pain"), asst("Yes?")},
			"knee pain: mentioned (turns t-1..t-2)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sums := summarize.Fold(script(tc.lines...), analyzer(t), tc.lang, base)
			if len(sums) != 1 {
				t.Fatalf("got %d summaries, want 1: %+v", len(sums), sums)
			}
			if sums[0].Text != tc.want {
				t.Errorf("text = %q, want %q", sums[0].Text, tc.want)
			}
		})
	}
}

func TestMergeKeepsOneSummaryPerTopic(t *testing.T) {
	turns := script(pat("膝盖疼，爬山以后更疼", "knee pain"), asst("多久了？"), pat("三天了", "knee pain"),
		pat("膝盖还是疼，吃了布洛芬好一点", "knee pain"))
	a := summarize.Fold(turns[:2], analyzer(t), "zh", base)
	b := summarize.Fold(turns[2:], analyzer(t), "zh", base)
	if len(a) != 1 || len(b) != 1 {
		t.Fatalf("folds = %d, %d summaries, want one each", len(a), len(b))
	}
	m := summarize.Merge(a[0], b[0], "zh")
	if len(a[0].Fields[summarize.Aggravating])+len(b[0].Fields[summarize.Relieving]) < 2 {
		t.Fatalf("the folds lost their detail: %v / %v", a[0].Fields, b[0].Fields)
	}
	if m.FromSeq != 1 || m.ToSeq != 4 || strings.Join(m.TurnIDs, ",") != "t-1,t-2,t-3,t-4" {
		t.Errorf("merged covers %d..%d %v", m.FromSeq, m.ToSeq, m.TurnIDs)
	}
	for _, v := range append(append([]string{}, a[0].Fields[summarize.Aggravating]...), b[0].Fields[summarize.Relieving]...) {
		if !strings.Contains(m.Text, v) {
			t.Errorf("merged text %q lost %q", m.Text, v)
		}
	}
	if !strings.HasPrefix(m.Text, "膝盖疼：") || m.ID == a[0].ID || m.ID == b[0].ID {
		t.Errorf("merged = %+v", m)
	}
	cur := summarize.Current([]session.Summary{a[0], b[0], m})
	if len(cur) != 1 || cur[0].ID != m.ID {
		t.Errorf("Current = %v, want only the merged summary", cur)
	}
	other := b[0]
	other.Topic = "fever"
	if cur := summarize.Current([]session.Summary{a[0], other}); len(cur) != 2 {
		t.Errorf("Current hid a summary of another topic: %v", cur)
	}
}

func TestWhatATurnAsksOrPlacesElsewhereIsNoFinding(t *testing.T) {
	for _, tt := range []struct {
		name  string
		lines []line
		field string
		want  []string
	}{
		{"a clinician's question names nothing found", []line{pat("胸口有点闷", "chest tightness"), clin("有没有头晕、眼前发黑？"), pat("没有。")},
			summarize.RelatedEvents, nil},
		{"a patient's question takes no drug", []line{pat("血糖高了", "glucose"), pat("那我是不是得打胰岛素啊？")}, summarize.Meds, nil},
		{"a drug the patient says is still one", []line{pat("血糖高了", "glucose"), pat("我在打胰岛素。")}, summarize.Meds, []string{"打胰岛素"}},
		{"a site of the next clause is not the finding's", []line{pat("我咳嗽，吃了药以后起了红疹子，还发烧，嘴里也烂了。", "cough")},
			summarize.RelatedEvents, []string{"红疹", "发烧"}},
		{"the little finger is not the thumb", []line{pat("左手小拇指有点发麻。", "numbness")}, summarize.Site, []string{"手", "小拇指"}},
		{"a site of the finding's own clause is", []line{pat("我咳嗽，胳膊上起了红疹子。", "cough")}, summarize.RelatedEvents, []string{"胳膊红疹"}},
		{"a site told with another finding is not the topic's", []line{pat("我发烧，胳膊上起了红疹子。", "fever")}, summarize.Site, nil},
		{"a site told with the topic's finding is", []line{pat("我发烧，胳膊上也疼。", "arm pain")}, summarize.Site, []string{"胳膊"}},
		{"a site told with another finding is not the topic's, in English",
			[]line{pat("So it started with feeling very tired, and then I get pins and needles in my hands.", "fatigue")}, summarize.Site, nil},
		{"a site said alone answers where", []line{pat("我发烧。", "fever"), clin("哪里不舒服？", "fever"), pat("胳膊。", "fever")}, summarize.Site, []string{"胳膊"}},
	} {
		t.Run(tt.name, func(t *testing.T) { checkFirstSummaryField(t, tt.lines, "zh", tt.field, tt.want) })
	}
}

// Only the patient tells how the complaint is felt. A clinician's negation
// is a plan or an examination, and their "helps" explains a remedy: read
// as the patient's, "I don't think you need antibiotics" became "denies
// antibiotics" in a context.
func TestOnlyThePatientTellsHowTheComplaintIsFelt(t *testing.T) {
	for _, tt := range []struct {
		name  string
		lines []line
		field string
		want  []string
	}{
		{"a clinician's plan denies nothing",
			[]line{pat("I've had diarrhoea for three days", "diarrhea"), clin("So, I don't think you need anything like antibiotics, just fluids.", "diarrhea")},
			summarize.Denies, nil},
		{"a clinician's explanation is no relief",
			[]line{pat("I've had diarrhoea for three days", "diarrhea"), clin("There is Dioralyte, which uh it helps replenish your salts.", "diarrhea")},
			summarize.Relieving, nil},
		{"a clinician's safety-net is nothing that worsens it",
			[]line{pat("我拉肚子", "diarrhea"), clin("要是三四天还没好，腹泻加重，再来看。", "diarrhea")},
			summarize.Aggravating, nil},
		{"the patient's own denial still is one",
			[]line{pat("I've had diarrhoea for three days, no fever", "diarrhea"), clin("Okay, no blood in it?", "diarrhea")},
			summarize.Denies, []string{"fever"}},
		{"the patient's own relief still is one",
			[]line{clin("Does anything help?", "diarrhea"), pat("the cramps get better after I lie down", "diarrhea")},
			summarize.Relieving, []string{"after I lie down"}},
		{"a drug the clinician prescribes is still the topic's",
			[]line{pat("膝盖疼了三天", "knee pain"), clin("先吃布洛芬，一次一片", "knee pain")},
			summarize.Meds, []string{"布洛芬 一片"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			checkFirstSummaryField(t, tt.lines, session.DetectLang(tt.lines[0].text), tt.field, tt.want)
		})
	}
}

// checkFirstSummaryField folds lines and checks one field of the first
// summary.
func checkFirstSummaryField(t *testing.T, lines []line, lang, field string, want []string) {
	t.Helper()
	sums := summarize.Fold(script(lines...), analyzer(t), lang, base)
	if len(sums) == 0 {
		t.Fatal("no summary")
	}
	if got := sums[0].Fields[field]; !slices.Equal(got, want) {
		t.Errorf("%s = %q, want %q (summary %q)", field, got, want, sums[0].Text)
	}
}
