package extract

import "regexp"

// The one who does a thing to the patient in a passive ("我被他吵得睡不
// 着", "我让他吵得整宿睡不着") is its agent: the sleeplessness that follows
// is the patient's, not his (asked/zh-x2 dev wrote it as someone else's).

// passiveMarks, right before a person, make them the agent.
var passiveMarks = []string{"被", "让", "叫", "给", "畀", "俾"}

// passiveResult, right after the agent, is the verb done to the patient
// and its result: "吵得", "气得", "吵醒".
var passiveResult = regexp.MustCompile(`^[^，,。；;！!？?\s]{1,3}?(得|醒)`)

// passiveAgent reports whether the person trigger t is the agent of a
// passive done to the patient.
func (c *contextInfo) passiveAgent(t foundTrigger) bool {
	if t.flags&fExp == 0 || t.flags&fSelf != 0 {
		return false
	}
	return afterMark(c.text, t.start, passiveMarks) && passiveResult.MatchString(string(c.text[t.end:min(len(c.text), t.end+6)]))
}
