package understand_test

import "testing"

// A Chinese question asked with a question word and no mark ("娃娃吃啥子药
// 了") asks of the one it names: the drugs the answer names without saying
// whose are theirs (zh/w1). Asked of no one, or with a question word that
// asks nothing ("吃什么都行"), the answer stays the patient's.
func TestWhAskedOfAnother(t *testing.T) {
	runCases(t, []readCase{
		{"w1: the child's drugs asked with 啥子 and no mark", [][2]string{
			clinician("娃娃吃啥子药了"),
			patient("吃了那个孟鲁司特，还有小儿氨酚……不是，是布洛芬混悬液，烧的时候喂了一回")},
			[]string{"medication drug:montelukast of child", "medication drug:ibuprofen of child"}},
		{"the mother's drug asked with 什么", [][2]string{
			clinician("你妈平时吃什么降压药"),
			patient("吃的氨氯地平")},
			[]string{"medication drug:amlodipine of mother"}},
		{"the son's drug asked with 哪个", [][2]string{
			clinician("你儿子吃的哪个药"),
			patient("头孢克洛")},
			[]string{"medication drug:cefaclor of child"}},
		{"near miss: asked of the patient", [][2]string{
			clinician("吃了什么药"),
			patient("吃的氨氯地平")},
			[]string{"medication drug:amlodipine"}},
		{"near miss: a question word that asks nothing", [][2]string{
			clinician("孩子吃什么都行"),
			patient("我吃的氨氯地平")},
			[]string{"medication drug:amlodipine"}},
	})
}
