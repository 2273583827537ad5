package understand_test

import "testing"

// The ankle by its everyday names, with words between it and its swelling,
// is an ankle swelling: "脚脖子有点肿，按下去一个坑". A foot, a leg or a knee
// swelling stays what it was.
func TestAnkleSwellingWithWordsBetween(t *testing.T) {
	runCases(t, []readCase{
		{"zh-u1-027: 脚脖子还有点肿，按下去一个坑", [][2]string{patient("好多了，眼皮不肿了，脚脖子还有点肿，按下去一个坑。")},
			[]string{"symptom sym:ankle_swelling", "symptom sym:edema historical"}}, // the eyelids' swelling is over; the pit is the ankle's (pittingsign.go)
		{"zh-s1-008: 脚踝这儿肿得像个馒头", [][2]string{patient("现在脚踝这儿肿得像个馒头，走路一瘸一拐的，痛。")},
			[]string{"symptom sym:ankle_swelling", "symptom sym:gait_problem"}},
		{"zh-w1-010: 就是脚脖子有点肿，下午", [][2]string{patient("不晕，头也不疼，就是脚脖子有点肿，下午")},
			[]string{"symptom sym:ankle_swelling"}},
		{"near-miss: the ankle no longer swollen", [][2]string{patient("脚脖子不肿了。")},
			[]string{"symptom sym:ankle_swelling historical"}},
		{"near-miss: the foot swollen", [][2]string{patient("脚有点肿。")},
			[]string{"symptom sym:ankle_swelling"}},
		{"near-miss: the legs swollen", [][2]string{patient("两条腿都有点肿。")},
			[]string{"symptom sym:leg_swelling"}},
	})
}

// Stiffness said of the morning, with words between ("早上起来还是会僵硬，
// 差不多半小时才好", "早上起来还发僵") or of the fingers ("两只手的手指头僵硬"),
// is joint stiffness. A neck or a back stiff in the morning stays theirs.
func TestMorningStiffnessWithWordsBetween(t *testing.T) {
	runCases(t, []readCase{
		{"zh-k1-028: 早上起来还是会僵硬", [][2]string{patient("有比较没那么肿了，早上起来还是会僵硬，差不多半小时才好。")},
			[]string{"symptom sym:joint_stiffness"}},
		{"zh-v1-023: 早上起來硬硬的", [][2]string{patient("會，早上起來硬硬的，走一走，大概十分鐘就好了")},
			[]string{"symptom sym:joint_stiffness"}},
		{"zh-y1-011: 早上起来僵 活动下就好了", [][2]string{patient("最近一个月凶 早上起来僵 活动下就好了")},
			[]string{"symptom sym:joint_stiffness"}},
		{"near-miss: the neck stiff in the morning", [][2]string{patient("早上起来脖子僵。")},
			[]string{"symptom sym:neck_stiffness"}},
		{"near-miss: not stiff in the morning", [][2]string{patient("早上起来不僵。")},
			[]string{"symptom sym:joint_stiffness negated"}},
		{"near-miss: a stiff face is no joint", [][2]string{patient("早上起来脸有点肿。")},
			[]string{"symptom sym:face_swelling"}},
	})
}

// Bloating after food, told by the meal ("吃完饭还胀", "吃一点就胀", "食少少就脹").
// A belly or a stomach named stays the lexicon's reading.
func TestBloatingAfterFood(t *testing.T) {
	runCases(t, []readCase{
		{"zh-i1-048: 吃一点就胀", [][2]string{patient("这次是想问胃：最近一个月吃一点就胀，老打嗝。")},
			[]string{"symptom sym:belching", "symptom sym:bloating"}},
		{"zh-v1-019: 吃完饭胀得很", [][2]string{patient("胃，胃这搭，就是吃完饭胀得很，嗯，打嗝")},
			[]string{"symptom sym:belching", "symptom sym:bloating"}},
		{"zh-s1-014: 食少少就脹", [][2]string{patient("胃口麻麻，食少少就脹。")},
			[]string{"symptom sym:bloating", "symptom sym:loss_of_appetite"}},
		{"near-miss: the belly named", [][2]string{patient("吃完饭肚子胀。")},
			[]string{"symptom sym:bloating"}},
		{"near-miss: not bloated after food", [][2]string{patient("吃完饭不胀。")},
			[]string{"symptom sym:bloating negated"}},
		{"near-miss: full after food is no bloating", [][2]string{patient("吃完饭就想睡觉。")},
			[]string{}},
	})
}

// The heart said with words between or a dialect verb ("心头有点慌", "心脏会突
// 然乱跳", "心口成日跳得乱晒") is palpitations. 心 alone is no place:
// "担心", "开心", "恶心" hold it; 心里 may be a worry.
func TestPalpitationsOfTheHeartWithWordsBetween(t *testing.T) {
	runCases(t, []readCase{
		{"zh-k1-004: 心口成日跳得乱晒", [][2]string{patient("心口成日跳得乱晒。")},
			[]string{"symptom sym:palpitations"}},
		{"zh-t1-022: 就是心头有点慌", [][2]string{patient("喉咙不紧，出气还可以，就是心头有点慌。")},
			[]string{"symptom sym:palpitations"}},
		{"zh-o1-024: 心脏会突然乱跳", [][2]string{patient("就是心脏会突然乱跳，咚咚咚都没有规律。")},
			[]string{"symptom sym:palpitations"}},
		{"near-miss: worried, not palpitating", [][2]string{patient("我有点担心，心里没底。")},
			[]string{}},
		{"near-miss: nausea holds 心", [][2]string{patient("有点恶心，慌得很。")},
			[]string{"symptom sym:nausea"}},
		{"near-miss: 心里 may be a worry", [][2]string{patient("心里也慌，一阵一阵的")},
			[]string{}},
	})
}

// Red urine, with words between ("小便……有点红，像洗肉水那样", "尿的颜色还有
// 点发红"), is blood in it, as the lexicon's 尿红. Urine said to be red
// ("尿是红的"), as a drug turns it, stays a change of colour.
func TestRedUrineIsHaematuria(t *testing.T) {
	runCases(t, []readCase{
		{"zh-l1-010: 小便……有点红，像洗肉水那样", [][2]string{patient("凌晨三点疼醒的。小便……有点红，像洗肉水那样。")},
			[]string{"symptom sym:hematuria"}},
		{"zh-d1-007: 尿的颜色还有点发红", [][2]string{patient("尿的颜色还有点发红。")},
			[]string{"symptom sym:hematuria"}},
		{"zh-u1-002: 有时候有点红", [][2]string{patient("小便有时候有点红 淡红的")},
			[]string{"symptom sym:hematuria"}},
		{"near-miss: urine the colour of tea", [][2]string{patient("尿出来都是浓茶色的")},
			[]string{"symptom sym:discolored_urine"}},
		{"near-miss: the drug turns it red", [][2]string{patient("吃了尿是红的，他吓一跳。")},
			[]string{"symptom sym:discolored_urine"}},
		{"near-miss: a nappy rash", [][2]string{patient("宝宝尿布那块红红的。")},
			[]string{}},
	})
}
