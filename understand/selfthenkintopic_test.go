package understand_test

import "testing"

// A relative who opens "我是他儿子，我爹78了" and goes on in a sentence with
// no subject keeps the father as its topic: the son speaks for him. A
// later sentence that names the speaker, or a finding in the opening
// sentence read as theirs, still tells the speaker's own.
func TestARelativesSubjectlessSentenceKeepsTheTopic(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh20: the swelling in the next sentence is the father's",
			[][2]string{patient("大夫，我是他儿子，我爹78了，心衰好几年了。这几天脚脖子肿得老粗，晚上躺不平，得垫俩枕头")},
			[]string{"condition cond:heart_failure", "symptom sym:ankle_swelling"}},
		{"near-miss: the next sentence names the speaker",
			[][2]string{patient("我是他儿子，我爹78了，心衰好几年了。这几天我也脚脖子肿得老粗")},
			[]string{"condition cond:heart_failure of father", "symptom sym:ankle_swelling"}},
		{"near-miss: the speaker's own, said with 自己",
			[][2]string{patient("我是他儿子，我爹78了，心衰好几年了。自己最近也头疼得厉害")},
			[]string{"condition cond:heart_failure of father", "symptom sym:headache"}},
		{"near-miss: the daughter compares herself with her mother",
			[][2]string{patient("我是她闺女 我妈这半年腿老抽筋 我自己吃阿托伐他汀也抽过")},
			[]string{"medication drug:atorvastatin historical stopped", "symptom sym:muscle_cramps of mother"}},
		{"near-miss: no relation said",
			[][2]string{patient("我爹78了，心衰好几年了。这几天脚脖子肿得老粗")},
			[]string{"condition cond:heart_failure of father", "symptom sym:ankle_swelling"}},
	})
}
