package coref_test

import "testing"

// A drug the clinician sets aside for another it starts first ("Rather than
// jumping to ropinirole, let's try ferrous sulfate first", "instead of going
// straight to", "before we jump to", "先不用罗匹尼罗，先试试硫酸亚铁") is not the
// one "that one" asks about: the one started is (en-dev33-002). Both given,
// or the set-aside one named by the patient, stay as they were.
func TestADrugSetAsideForOneTriedFirst(t *testing.T) {
	rls := []recordEntry{active("cond:restless_legs", "2026-10-20")}
	legs := patient("It's every night, my legs just won't keep still")
	checkCases(t, []corpusCase{
		{ID: "en-dev33-002: rather than jumping to ropinirole", Lang: "en", Record: rls,
			Window:    []turn{legs, clinician("Your ferritin's on the low side, which can make restless legs worse. Rather than jumping to ropinirole, let's try ferrous sulfate first, one tablet every other day.")},
			Utterance: "okay and that one, should I take it with orange juice or something", Expect: "drug:ferrous_sulfate"},
		{ID: "British: instead of going straight to", Lang: "en", Record: rls,
			Window:    []turn{legs, clinician("Instead of going straight to ropinirole, we'll start you on ferrous sulfate, one every other day.")},
			Utterance: "right, and that one, um, do I take it with food?", Expect: "drug:ferrous_sulfate"},
		{ID: "Australian: before we jump to", Lang: "en", Record: rls,
			Window:    []turn{legs, clinician("Before we jump to ropinirole, let's give ferrous sulfate a go.")},
			Utterance: "no worries, and that one, is it alright with a coffee?", Expect: "drug:ferrous_sulfate"},
		{ID: "zh: 先不用罗匹尼罗，先试试硫酸亚铁", Lang: "zh", Record: rls,
			Window:    []turn{patient("腿一到晚上就难受 老想动"), clinician("铁蛋白偏低。先不用罗匹尼罗，先试试硫酸亚铁，隔天一片。")},
			Utterance: "那 那个药 跟橙汁一起吃行不行", Expect: "drug:ferrous_sulfate"},
		// Near misses.
		{ID: "ambiguous: both given", Lang: "en", Record: rls,
			Window:    []turn{legs, clinician("Let's start ferrous sulfate every other day, and ropinirole at night.")},
			Utterance: "okay and that one, should I take it with orange juice?", Expect: "unresolved",
			Candidates: []string{"drug:ferrous_sulfate", "drug:ropinirole"}},
		{ID: "near miss: set aside with nothing else given", Lang: "en", Record: rls,
			Window:    []turn{legs, clinician("Rather than jumping to ropinirole, let's check your iron first.")},
			Utterance: "okay and that one, what does it do?", Expect: "drug:ropinirole"},
	})
}
