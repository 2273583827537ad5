package understand_test

import "testing"

// Soles that feel as if treading on cotton are dulled soles, the numbness
// of a neuropathy (zh/v1: "晚上脚底板像踩棉花似的"; k1, n1 and s1 read it the
// same way); walking as if on cotton is an unsteady walk.
func TestSolesLikeCotton(t *testing.T) {
	runCases(t, []readCase{
		{"v1: the soles like cotton at night", [][2]string{clinician("还有就是尿里头泡沫多不多"),
			patient("泡沫没注意。手脚麻那个啊，脚有点儿，晚上脚底板像踩棉花似的，眼睛倒没啥，挺清楚的")},
			[]string{"symptom sym:numbness", "symptom sym:numbness"}},
		{"the soles of the feet", [][2]string{clinician("脚怎么样"), patient("脚底下像踩棉花一样")},
			[]string{"symptom sym:numbness"}},
		{"near miss: walking like on cotton", [][2]string{clinician("走路怎么样"), patient("走路像踩棉花，站不稳")},
			[]string{"symptom sym:balance_problem"}},
		{"near miss: the soles, but walking", [][2]string{clinician("走路怎么样"), patient("走路的时候脚底像踩棉花")},
			[]string{"symptom sym:balance_problem"}},
	})
}
