package understand_test

import "testing"

// A Chinese clinician asks which drug with a question word right before its
// name ("吃的什么止痛药"): the clinician orders none.
func TestClinicianAsksWhichDrug(t *testing.T) {
	runCases(t, []readCase{
		{"x1: which painkiller", [][2]string{patient("吃止痛药也不怎么管用"), clinician("吃的什么止痛药")}, nil},
		{"x1: which hormone drug before", [][2]string{clinician("之前吃过什么激素类的药，避孕药之类的")}, nil},
		{"which blood-pressure drug", [][2]string{clinician("你平时用的哪种降压药")}, nil},
		{"what antibiotic, in Cantonese", [][2]string{clinician("食紧咩抗生素")}, nil},
		{"an order after nothing asked stays", [][2]string{clinician("没什么好办法，先吃点布洛芬")},
			[]string{"medication drug:ibuprofen"}},
		{"an order stays", [][2]string{clinician("给你开点止痛药，布洛芬，一天两次")},
			[]string{"medication class:painkillers", "medication drug:ibuprofen"}},
	})
}
