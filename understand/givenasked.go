package understand

import "regexp"

// A Chinese question that asks what the listener gave, with 给 before the
// verb of taking and no one, or the one cared for, named to take it ("给吃
// 过什么药", "给孩子吃过什么药没有", "给用过什么药"), asks what a carer gave
// the one they care for: the drugs the answer names are that person's, not
// the speaker's. "给你开点药" names the listener as the one who takes.
var zhGivenAsk = regexp.MustCompile(`(^|[^你您我])给(他|她|孩子|小孩|宝宝|娃|老人|老人家)?(吃|用|喂|服|抹|擦|涂)(过|了)?[^，。,]{0,4}(什么|啥|哪些|哪种|药没|药吗|药了吗|了吗|过吗|没有)`)

// givenToAsked reports whether a turn asks, in any of its sentences, what
// was given to someone the question does not name.
func givenToAsked(sents []sentence) bool {
	for _, s := range sents {
		if zhGivenAsk.MatchString(s.text) {
			return true
		}
	}
	return false
}
