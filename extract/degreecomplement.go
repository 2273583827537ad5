package extract

// A negation in the degree complement of a finding says how bad it is,
// not that it is absent: "脚踝肿得鞋子都穿不进" (asked/zh-x1-013), "疼得
// 不能睡", "烧得不高". What follows "X得" in X's clause is X's complement
// (the 得 of degree), so a no there denies the complement's verb, never
// X. "脚不肿得了" is no such complement (the no comes before), and
// "肿得过" is experiential 得过, not 得 of degree.

// inDegreeComplement reports whether negation trigger t stands in the
// degree complement of the mention ending at me.
func (c *contextInfo) inDegreeComplement(t foundTrigger, me int) bool {
	if t.flags&fNeg == 0 || me+1 >= len(c.text) || c.text[me] != '得' || c.text[me+1] == '过' || c.text[me+1] == '了' {
		return false
	}
	return t.start > me && c.clause[t.start] == c.clause[me]
}
