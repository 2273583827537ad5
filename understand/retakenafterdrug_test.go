package understand_test

import "testing"

// A temperature taken again in the clause after a drug given ("给他吃了布洛
// 芬混悬液，刚才又量了一下37.8") is the temperature now; s42 blind round 7
// (zh10) read no measurement, since a drug in the sentence made the bare
// value a possible dose, and the record kept the earlier 38.9. A value in
// the drug's own clause, with no measuring word before it, stays no reading.
func TestATemperatureTakenAgainAfterADrugGiven(t *testing.T) {
	zhFirst := patient("我是孩子妈妈，帮我儿子问的。他5岁，昨天晚上开始发烧，最高38.9度")
	enFirst := patient("I've brought my son in, he's 3. Temp was 38.9 at 2am.")
	runReadingCases(t, []readingCase{
		{"s42 round 7: 布洛芬，刚才又量了一下37.8", [][2]string{zhFirst, assistant("吃过退烧药吗？"), patient("给他吃了布洛芬混悬液，刚才又量了一下37.8")},
			[]string{"vital:temperature 37.8 °C"}},
		{"with a comma before the value", [][2]string{zhFirst, assistant("吃过退烧药吗？"), patient("给他吃了布洛芬混悬液，刚才又量了一下，37.8")},
			[]string{"vital:temperature 37.8 °C"}},
		{"just checked after Calpol", [][2]string{enFirst, patient("Gave him some Calpol, just checked again, 37.8")},
			[]string{"vital:temperature 37.8 °C"}},
		// Near misses: the value in the drug's clause, or nothing measured.
		{"near miss: a dose of the drug", [][2]string{zhFirst, assistant("吃的什么药？"), patient("文拉法辛37.5")}, nil},
		{"near miss: a dose after the drug", [][2]string{enFirst, patient("Gave him some Calpol, 37.5")}, nil},
		{"near miss: a volume given", [][2]string{zhFirst, assistant("吃过退烧药吗？"), patient("给他吃了布洛芬混悬液，5毫升")}, nil},
	})
}
