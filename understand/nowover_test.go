package understand_test

import "testing"

// Whether a finding is over, as session 60's blind files told it: a
// complaint "away" (Scots, Irish), a Chinese end after a while or a few
// days ("过一会儿就缓过来了", "抹了两天就消了"), a drug stopped in Cantonese
// (停咗), a drug named with its form ("氧氟沙星眼药水") as one drug, a drug
// the doctor "switched me over" from, and a kitchen hood that is no
// cigarette.
func TestNowOrOver(t *testing.T) {
	runCases(t, []readCase{
		{"the cough I had's away", [][2]string{patient("The cough I had's away an' aw, I'm back at the bowls.")},
			[]string{"symptom sym:cough historical"}},
		{"the rash is all away now", [][2]string{patient("The rash is all away now.")},
			[]string{"symptom sym:rash historical"}},
		{"near miss: away from home is no end", [][2]string{patient("My headache is away from home a lot, I get it on the road.")},
			[]string{"symptom sym:headache"}},
		{"near miss: went away for a day then came back", [][2]string{patient("The headache went away for a day, then it came back.")},
			[]string{"symptom sym:headache"}},
		{"过一会儿就缓过来了 ends the palpitations", [][2]string{patient("前儿个后半夜，心慌，出了一身虚汗，我赶紧吃了两块糖，过一会儿就缓过来了。")},
			[]string{"symptom sym:palpitations historical"}},
		{"抹了两天就消了 ends the rash, the cream stopped", [][2]string{patient("上礼拜手上起了一片红疙瘩，药店买了支丁酸氢化可的松，抹了两天就消了。")},
			[]string{"medication drug:hydrocortisone stopped", "symptom sym:rash historical"}},
		{"near miss: 头疼三天了 goes on", [][2]string{patient("头疼三天了，一直没好。")},
			[]string{"symptom sym:headache"}},
		{"氧氟沙星眼药水 is one drug, stopped by 停了", [][2]string{patient("医生开了氧氟沙星眼药水，滴了五天，前天停了。")},
			[]string{"medication drug:ofloxacin relayed stopped"}},
		{"Cantonese 停咗 stops it", [][2]string{patient("医生开咗氧氟沙星眼药水，滴咗五日，前日停咗。")},
			[]string{"medication drug:ofloxacin relayed stopped"}},
		{"near miss: eye drops still used", [][2]string{patient("氧氟沙星眼药水我还在用。")},
			[]string{"medication drug:ofloxacin"}},
		{"a drug before \"switched me over\" is the one switched from", [][2]string{patient("The ramipril had me coughing like an old dog, so Dr Walsh switched me over in June.")},
			[]string{"medication drug:ramipril stopped", "symptom sym:cough historical"}},
		{"near miss: the drug switched over to goes on", [][2]string{patient("They switched me over to ramipril in the spring and it suits me.")},
			[]string{"medication drug:ramipril"}},
		{"就好了一点 is better, not over", [][2]string{patient("咳嗽吃了三天药就好了一点。")},
			[]string{"symptom sym:cough"}},
		{"near miss: 就好了 is over", [][2]string{patient("咳嗽吃了三天药就好了。")},
			[]string{"symptom sym:cough historical"}},
		{"near miss: better, then no more, is over", [][2]string{patient("吃了药好点了，第三天就勿恶心了。")},
			[]string{"symptom sym:nausea historical"}},
		{"a drug they started me on last year goes on", [][2]string{patient("They started me on ramipril last year.")},
			[]string{"medication drug:ramipril"}},
		{"a drug they put me on last year goes on", [][2]string{patient("They put me on ramipril last year.")},
			[]string{"medication drug:ramipril"}},
		{"near miss: a course given last winter is over", [][2]string{patient("The GP gave me amoxicillin last winter.")},
			[]string{"medication drug:amoxicillin historical relayed stopped"}},
		{"near miss: put on and nothing changed is over", [][2]string{patient("He put me on some antibiotics, but nothing changed.")},
			[]string{"medication class:antibiotics historical stopped"}},
		{"抽油烟机 is no smoking", [][2]string{patient("左边耳朵里头就嗡嗡的，跟屋里开着抽油烟机似的。")},
			[]string{"symptom sym:tinnitus"}},
		{"near miss: 抽了二十年烟 is smoking", [][2]string{patient("我抽了二十年烟。")},
			[]string{"observation social:smoking"}},
	})
}
