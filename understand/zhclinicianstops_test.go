package understand_test

import "testing"

// TestAChineseClinicianStopsAndKeeps: a drug set up as the topic and
// stopped at the sentence's end, a drug pointed at by its place in the
// patient's list, and drugs kept as they are (zhclinicianstops.go).
func TestAChineseClinicianStopsAndKeeps(t *testing.T) {
	list := patient("我现在吃的有阿卡波糖，还有格列美脲。")
	runCases(t, []readCase{
		{"change dev zh-z1-016: the drug, a reason, then the stop",
			[][2]string{patient("胃镜说我有个胃溃疡，可我还一直吃着阿司匹林呢。"), clinician("阿司匹林——您这溃疡还没长好，这阵子先别吃了。")},
			[]string{"medication drug:aspirin stopped"}},
		{"change dev zh-z1-019: a nurse relays a hold until further notice",
			[][2]string{clinician("阿姨，李医生让我跟您说一声，您那个氯吡格雷，从今天起先停掉，等医生通知再吃。")},
			[]string{"medication drug:clopidogrel stopped"}},
		{"change dev zh-z1-017: the latter of the two stopped",
			[][2]string{list, clinician("后面那个容易引起低血糖，您年纪大了，那个就停掉，阿卡波糖接着吃。")},
			[]string{"medication drug:acarbose", "medication drug:glimepiride stopped"}},
		{"the former of the two stopped",
			[][2]string{list, clinician("前面那个先停掉，格列美脲接着吃。")},
			[]string{"medication drug:acarbose stopped", "medication drug:glimepiride"}},
		{"change dev zh-z1-018: one stopped, two kept as they are",
			[][2]string{clinician("您现在吃的是呋塞米、地高辛、比索洛尔这三样吧？"), patient("对，就这三样。"), clinician("呋塞米不用再吃了，地高辛和比索洛尔照旧。")},
			[]string{"medication drug:bisoprolol", "medication drug:digoxin", "medication drug:furosemide stopped"}},
		{"change dev zh-z1-021: the patient's heart failure, treated by a switch",
			[][2]string{clinician("您这心衰，把氯沙坦换成沙库巴曲缬沙坦，今天开始吃。")},
			[]string{"condition cond:heart_failure", "medication drug:losartan stopped", "medication drug:sacubitril_valsartan"}},
		{"change dev zh-z1-010: the infection over, then its drug stopped (zhuntilnext.go)",
			[][2]string{clinician("尿常规复查正常了，您这个尿路感染已经好了，左氧氟沙星不用再吃了。")},
			[]string{"condition cond:uti historical resolves", "medication drug:levofloxacin stopped"}},
		{"near miss: the patient's illness asked about",
			[][2]string{clinician("您这心衰好了吗？吃着呋塞米吧。")},
			[]string{"medication drug:furosemide"}},
		{"near miss: the infection not over, its drug kept: current",
			[][2]string{clinician("您这个尿路感染还没好，左氧氟沙星接着吃。")},
			[]string{"condition cond:uti", "medication drug:levofloxacin"}},
		{"near miss: the topic kept on",
			[][2]string{clinician("阿司匹林，您这溃疡还没长好，得接着吃。")},
			nil},
		{"near miss: the topic's stop asked",
			[][2]string{clinician("阿司匹林，先别吃了吗？")},
			nil},
		{"near miss: the latter asked about, nothing stopped",
			[][2]string{list, clinician("后面那个容易引起低血糖吗？")},
			nil},
		{"near miss: a pointer with one drug before",
			[][2]string{patient("我现在吃阿卡波糖。"), clinician("后面那个就停掉。")},
			nil},
		{"near miss: kept as before, said not to be",
			[][2]string{clinician("地高辛照旧不行，得停。")},
			nil},
	})
}
