package understand_test

import "testing"

// Words of regional speech the reading took for something else: Henan and
// Shandong 俺儿 is "my son" (u1: "俺儿也吃倍他乐克 他血压高"); Wu 有眼 is
// 有点, "a little" (u1: "弯腰还有眼痛"), and Wu 勿 is 不 (u1: "胸口也勿闷
// 了"); breathing through the mouth is not
// breathlessness (u1: "夜里得张着嘴喘气"); Cantonese 啲 is 些 in a request
// at a counter (u1: "想買啲胃藥"); 羥 is the traditional 羟 (u1: "羥氯喹" is
// hydroxychloroquine, not chloroquine).
func TestRegionalWordSenses(t *testing.T) {
	runCases(t, []readCase{
		{"u1: my son's metoprolol", [][2]string{patient("中 俺儿也吃倍他乐克 他血压高")},
			[]string{"condition cond:hypertension of child", "medication drug:metoprolol of child"}},
		{"my son's metformin", [][2]string{patient("俺儿有糖尿病，吃二甲双胍。")},
			[]string{"condition cond:diabetes of child", "medication drug:metformin of child"}},
		{"near miss: the patient's own", [][2]string{patient("俺也吃倍他乐克。")},
			[]string{"medication drug:metoprolol"}},
		{"u1: a little pain bending, Wu", [][2]string{patient("现在好多了，弯腰还有眼痛。")}, []string{"symptom sym:low_back_pain"}},
		{"a little sore in the back, Wu", [][2]string{patient("腰有眼酸。")}, []string{"symptom sym:low_back_pain"}},
		{"a little sore climbing stairs, Wu", [][2]string{patient("上楼梯还有眼痛。")}, nil},
		{"near miss: eye pain said with the eyes", [][2]string{patient("我眼睛痛，有眼痛。")},
			[]string{"symptom sym:eye_pain"}},
		{"near miss: eye pain said plainly", [][2]string{patient("我眼痛，看东西模糊。")},
			[]string{"symptom sym:blurred_vision", "symptom sym:eye_pain"}},
		{"u1: Wu 勿, no longer tight nor dizzy", [][2]string{clinician("感觉哪能？"), patient("哎哟，一下子就平了，胸口也勿闷了，头也勿昏了。")},
			[]string{"symptom sym:chest_tightness historical", "symptom sym:dizziness historical"}}, // over (zh dev zh-u1-013)
		{"Wu 勿, the throat not sore", [][2]string{patient("喉咙勿痛，就是有眼咳嗽。")}, []string{"symptom sym:cough", "symptom sym:sore_throat negated"}},
		{"near miss: tight, said plainly", [][2]string{patient("胸口有点闷。")}, []string{"symptom sym:chest_tightness"}},
		{"u1: breathing through the mouth", [][2]string{clinician("喘不喘？咳嗽吗？"), patient("不喘，不咳嗽。就是鼻子堵，夜里得张着嘴喘气，早上起来嗓子干。")},
			[]string{"symptom sym:cough negated", "symptom sym:dry_throat", "symptom sym:dyspnea negated", "symptom sym:nasal_congestion"}},
		{"mouth breathing at night", [][2]string{patient("鼻塞，睡觉只能用嘴喘气。")},
			[]string{"symptom sym:nasal_congestion"}},
		{"near miss: out of breath", [][2]string{patient("走两步就喘。")},
			[]string{"symptom sym:dyspnea"}},
		{"u1: wanting to buy stomach medicine, Cantonese", [][2]string{clinician("先生，有咩幫到你？"), patient("想買啲胃藥。")},
			[]string{"medication class:stomach_medicines uncertain"}},
		{"buying some painkillers, Cantonese", [][2]string{patient("我想買啲止痛藥。")},
			[]string{"medication class:painkillers uncertain"}},
		{"u1: hydroxychloroquine in traditional characters", [][2]string{patient("羥氯喹一日兩粒。")},
			[]string{"medication drug:hydroxychloroquine"}},
		{"near miss: chloroquine itself", [][2]string{patient("以前吃过氯喹。")},
			[]string{"medication drug:chloroquine historical stopped"}},
	})
}

// A carotid plaque is atherosclerosis at the carotid, not a narrowing (u1:
// "还有个颈动脉斑块"), and "X公斤半" is X and a half (u1: "七十二公斤半").
func TestPlaqueAndHalfKilos(t *testing.T) {
	runCases(t, []readCase{
		{"u1: a carotid plaque", [][2]string{patient("体检说有个颈动脉斑块。")},
			[]string{"condition cond:atherosclerosis"}},
		{"near miss: a carotid narrowing", [][2]string{patient("我有颈动脉狭窄。")},
			[]string{"condition cond:carotid_stenosis"}},
		{"u1: seventy-two and a half kilos", [][2]string{clinician("今天体重多少？"), patient("早上称的七十二斤半……不对不对，七十二公斤半。")},
			[]string{"observation vital:weight"}},
	})
	r := newReader(t)
	rd := readLast(r, clinician("今天体重多少？"), patient("早上称的七十二斤半……不对不对，七十二公斤半。"))
	for _, st := range rd.Statements {
		if st.Concept == "vital:weight" && (st.Attributes["value"] != "72.5" || st.Attributes["unit"] != "kg") {
			t.Errorf("u1: weight read as %s %s, want 72.5 kg", st.Attributes["value"], st.Attributes["unit"])
		}
	}
	rd = readLast(r, patient("孩子现在二十一斤半。"))
	for _, st := range rd.Statements {
		if st.Concept == "vital:weight" && st.Attributes["value"] != "10.75" && st.Attributes["value"] != "21.5" {
			t.Errorf("二十一斤半 read as %s %s", st.Attributes["value"], st.Attributes["unit"])
		}
	}
}

func TestNorthernMihuIsNoConfusion(t *testing.T) {
	runCases(t, []readCase{
		{"起来就迷糊", [][2]string{patient("这两天一站起来就迷糊。")}, []string{"symptom sym:dizziness"}},
		{"犯迷糊 by day", [][2]string{patient("白天老犯迷糊，干啥都没精神。")}, []string{"symptom sym:drowsiness", "symptom sym:fatigue"}},
	})
}

func TestDialectWordsForLastYearAndYesterday(t *testing.T) {
	runCases(t, []readCase{
		{"旧年 dates a pain that lasted two days", [][2]string{patient("旧年冬天扭了一下，腰痛了两日。")}, []string{"symptom sym:low_back_pain historical"}},
		{"去年 reads the same", [][2]string{patient("去年冬天扭了一下，腰痛了两日。")}, []string{"symptom sym:low_back_pain historical"}},
	})
}
