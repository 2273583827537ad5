package extract

// 过 after a verb tells that one has ever done it ("得过肺炎", "吃过阿莫西
// 林"), or that one has finished doing it: "刚吃过饭" is a meal eaten.
// "最近一个月记性越来越差 刚吃过饭就说没吃" (review 11 Z19) read the memory
// loss as over from "吃过饭": a meal tells no illness of the past. (A dose
// "刚吃过" is still one taken and over, so only the meal is read so.)
var mealsAfterGuo = []string{"饭", "早饭", "早餐", "午饭", "中饭", "晚饭", "夜饭", "宵夜", "东西", "飯", "早飯", "午飯", "晚飯"}

// dropCompletives drops the experiential triggers that only finish a meal.
func (c *contextInfo) dropCompletives() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if t.flags&fExpd != 0 && t.end > t.start && c.text[t.end-1] == '过' && startsWithRunes(c.text, t.end, mealsAfterGuo) > 0 {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}
