package understand_test

import "testing"

// A Chinese symptom dated back and told no further is the episode then.
func TestDatedBareChineseSymptom(t *testing.T) {
	runCases(t, []readCase{
		{"前两周 and no more is past", [][2]string{patient("前两周拉肚子。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"what began then goes on", [][2]string{patient("前两周开始拉肚子。")},
			[]string{"symptom sym:diarrhea"}},
		{"what runs to now goes on", [][2]string{patient("前两周拉肚子，到现在也没好。")},
			[]string{"symptom sym:diarrhea"}},
		{"dated yesterday is left as it reads", [][2]string{patient("昨天拉肚子。")},
			[]string{"symptom sym:diarrhea"}},
	})
}

func TestEpisodesOverInChinese(t *testing.T) {
	runCases(t, []readCase{
		{"a drip of days and 好了", [][2]string{patient("上个月肺炎了，在诊所吊了七天水，好了。")},
			[]string{"condition cond:pneumonia historical resolves"}},
		{"吃过几天 and 就好了", [][2]string{patient("上个月尿路感染吃过几天左氧，吃完就好了。")},
			[]string{"condition cond:uti historical", "medication drug:levofloxacin historical stopped"}},
		{"those days of a past course", [][2]string{patient("前年吃过一回阿奇霉素，就是吃药那几天拉肚子。")},
			[]string{"medication drug:azithromycin historical stopped", "symptom sym:diarrhea historical"}},
	})
}

// A complaint that "止住了" has stopped, as one that "停了"; "没止住" and
// "止不住" say it goes on and deny nothing.
func TestStoppedComplaintIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"a cough that stopped", [][2]string{patient("咳嗽止住了。")},
			[]string{"symptom sym:cough historical"}},
		{"diarrhoea stopped yesterday", [][2]string{patient("拉肚子昨天就止住了。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"a stopped nosebleed leaves a new headache current", [][2]string{patient("鼻血止住了，可是又开始头疼了。")},
			[]string{"symptom sym:headache", "symptom sym:nosebleed historical"}},
		{"stopped by a drug, another complaint stays", [][2]string{patient("吃了止泻药，拉肚子止住了，还有点恶心。")},
			[]string{"medication class:antidiarrheals", "symptom sym:diarrhea historical", "symptom sym:nausea"}},
		{"not stopped is no denial", [][2]string{patient("吃了药咳嗽也没止住。")},
			[]string{"symptom sym:cough"}},
		{"cannot be stopped goes on", [][2]string{patient("咳嗽止不住。")},
			[]string{"symptom sym:cough"}},
		{"a drug to stop a cough names no stop", [][2]string{patient("止住咳嗽的药没用，还在咳。")},
			[]string{"symptom sym:cough"}},
	})
}

// A Chinese complaint told as over in the same breath ("后来就没了",
// "现在好了") is past; better only, back again or still there stays.
func TestOverInTheSameBreath(t *testing.T) {
	runCases(t, []readCase{
		{"a rash that went later", [][2]string{patient("手上起过疹子，痒了一个礼拜，后来就没了。")},
			[]string{"symptom sym:itching historical", "symptom sym:rash historical"}},
		{"dialect: went away on its own", [][2]string{patient("刚开始那阵拉肚子，后来就冇得了。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"over now, after a pause", [][2]string{patient("咳嗽……上个礼拜有，咳了几天，现在没有了。")},
			[]string{"symptom sym:cough historical"}},
		{"a list closed by its own clause", [][2]string{patient("头两天特别恶心，头晕，现在好了。")},
			[]string{"symptom sym:dizziness historical", "symptom sym:nausea historical"}},
		{"an end said of a later finding leaves the first", [][2]string{patient("腰疼一个多月了，头疼已经好了。")},
			[]string{"symptom sym:headache historical", "symptom sym:low_back_pain"}},
		{"unpunctuated speech, told over after the drug", [][2]string{patient("吃着 一天一粒 恶心那个毛病头一个礼拜有 后来就冇得了")},
			[]string{"symptom sym:nausea historical"}},
		{"traditional characters, over now", [][2]string{patient("頭暈是有一點點，一下下而已，現在沒有了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"an earlier episode's end leaves this one", [][2]string{patient("半夜头疼醒，这回已经两个礼拜了。去年也来过一回，后来自己好了。")},
			[]string{"symptom sym:headache"}},
		{"only a bit better stays", [][2]string{patient("咳嗽现在好了一点，还是咳。")},
			[]string{"symptom sym:cough"}},
		{"still vomiting stays", [][2]string{patient("吐了两天，现在还在吐。")},
			[]string{"symptom sym:vomiting"}},
		{"a later sentence's end is its own", [][2]string{patient("胸口闷。膝盖疼现在好了。")},
			[]string{"symptom sym:chest_tightness", "symptom sym:knee_pain historical"}},
	})
}

// Chinese episodes that are over (session 29): written for the test.
func TestDatedChineseEpisodesOver(t *testing.T) {
	runCases(t, []readCase{
		{"breathing said to run smooth again ends the breathlessness", [][2]string{patient("前天喘得厉害，这会儿喘气顺畅了。")},
			[]string{"symptom sym:dyspnea historical"}},
		{"a drug taken with the perfective, dated weeks back", [][2]string{patient("两个月前扭了脚，吃了布洛芬。")},
			[]string{"condition cond:ankle_sprain historical", "medication drug:ibuprofen stopped"}},
		{"a drug started weeks back goes on", [][2]string{patient("上个月开始吃了二甲双胍。")},
			[]string{"medication drug:metformin"}},
	})
}

func TestAnEpisodeEndedByItsOwnVerb(t *testing.T) {
	runCases(t, []readCase{
		{"不疼了 after a drug between", [][2]string{patient("前阵子牙疼，自己又加了半片布洛芬，这几天不疼了。")},
			[]string{"medication drug:ibuprofen", "symptom sym:toothache historical"}},
		{"an end of another verb ends nothing", [][2]string{patient("前两天头晕，吃了点药，现在不咳了。")},
			[]string{"symptom sym:cough historical", "symptom sym:dizziness"}},
	})
}

func TestWhatWasBeforeAnEvent(t *testing.T) {
	runCases(t, []readCase{
		{"before the faint", [][2]string{clinician("晕倒之前有没有头晕、出汗？"), patient("有点出冷汗，心里发慌。")},
			[]string{"symptom sym:palpitations historical", "symptom sym:sweating historical"}},
		{"a question of now", [][2]string{clinician("现在有没有头晕、出汗？"), patient("有点出冷汗。")},
			[]string{"symptom sym:sweating"}},
	})
}

func TestAnEndSaidAsNoTrouble(t *testing.T) {
	runCases(t, []readCase{
		{"先冇事 after a dated spell", [][2]string{patient("上个礼拜有一晚出冷汗，食咗两粒糖先冇事。")},
			[]string{"symptom sym:sweating historical"}},
	})
}

func TestWhatAFallStoryNames(t *testing.T) {
	runCases(t, []readCase{
		{"a night's fall with a dizzy turn", [][2]string{patient("昨天半夜起来上厕所，一起身就头晕，一下坐地上了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"a dizziness that goes on beside a fall", [][2]string{patient("这两天老头晕，昨天还摔了一跤。")},
			[]string{"symptom sym:dizziness", "symptom sym:falls historical"}},
	})
}

func TestAColdLongSinceOver(t *testing.T) {
	runCases(t, []readCase{
		{"早好了 ends what it follows", [][2]string{patient("鼻炎早好了，现在就是嗓子干。")}, []string{"condition cond:chronic_rhinitis historical resolves", "symptom sym:dry_throat"}},
		{"and not what came before it", [][2]string{patient("我头晕一个月了，中耳炎早好了，还是晕。")}, []string{"condition cond:otitis_media historical resolves", "symptom sym:dizziness"}},
	})
}

func TestThenItWasNothingEndsAnEpisode(t *testing.T) {
	runCases(t, []readCase{
		{"就没事了 as 就好了", [][2]string{patient("刚换药那几天有点拉肚子，过了一礼拜就没事了。")}, []string{"symptom sym:diarrhea historical"}},
		{"Cantonese 就冇乜嘢", [][2]string{patient("开头几日有啲头痛，之后就冇乜嘢喇。")}, []string{"symptom sym:headache historical"}},
	})
}
