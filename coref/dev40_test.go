package coref_test

import "testing"

// Session 34's adverse-effect round gave the lexicon the everyday ways of
// saying the symptoms drugs are known to cause (orange wee, sock marks
// round the ankles, could eat a horse, 冒了好多痘, 嗓子痒老想咳): the
// complaint finds its one drug. Two drugs known for it are both asked
// about; a relative's drug is none of the patient's; a phrase said of
// something else complains of nothing.
func TestDev40LayComplaints(t *testing.T) {
	tb := []recordEntry{active("drug:rifampicin", "2026-09-20"), active("drug:isoniazid", "2026-09-20"), active("drug:pyrazinamide", "2026-09-20"), active("drug:ethambutol", "2026-09-20")}
	copd := []recordEntry{active("drug:tiotropium", "2019-02-01"), active("drug:salbutamol", "2019-02-01"), active("drug:prednisolone", "2026-10-28")}
	bp := []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:amlodipine", "2026-09-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev24-022: 打了那个针, 冒了好多痘, testosterone's jab", Lang: "zh",
			Record:    []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")},
			Utterance: "打了那个针以后，脸上背上冒了好多痘，都四十多的人了。", Expect: "drug:testosterone"},
		{ID: "en: pee's orange among four TB tablets", Lang: "en", Record: tb,
			Utterance: "Since I started these tablets my pee's orange. Is it one of them?", Expect: "drug:rifampicin"},
		{ID: "zh: 尿变成橙色 among four TB tablets", Lang: "zh", Record: tb,
			Utterance: "吃了这几个药以后尿变成橙色了，是哪个药弄的？", Expect: "drug:rifampicin"},
		{ID: "zh: 胃口大了 on prednisolone", Lang: "zh", Record: copd,
			Utterance: "吃了那个药以后胃口大了，是不是药闹的？", Expect: "drug:prednisolone"},
		{ID: "en: always peckish on prednisolone", Lang: "en", Record: copd,
			Utterance: "Since that new tablet I'm always peckish. Is it that tablet?", Expect: "drug:prednisolone"},
		{ID: "en: socks leave marks on amlodipine", Lang: "en", Record: bp,
			Utterance: "Since I started that new pill my socks leave marks on my ankles. Is it the pill?", Expect: "drug:amlodipine"},
		{ID: "zh: 脚脖子都肿了 on amlodipine", Lang: "zh", Record: bp,
			Utterance: "吃那个药以后脚脖子都肿了，是它的问题吗？", Expect: "drug:amlodipine"},
		{ID: "zh: 嗓子痒老想咳 on ramipril", Lang: "zh",
			Record:    []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:ramipril", "2026-09-01")},
			Utterance: "吃了那个药以后嗓子痒老想咳，是不是药闹的？", Expect: "drug:ramipril"},
		{ID: "en: haven't had a poo for days on verapamil", Lang: "en",
			Record:    []recordEntry{active("drug:metformin", "2016-05-01"), active("drug:verapamil", "2026-09-01")},
			Utterance: "Since that new tablet I haven't had a poo for days. Could it be that?", Expect: "drug:verapamil"},
		{ID: "near miss: sock marks, two drugs known for swollen ankles", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2026-09-01"), active("drug:verapamil", "2026-09-01")},
			Utterance: "Since I started that new pill my socks leave marks on my ankles. Is it the pill?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:verapamil"}},
		{ID: "near miss: spots like a teenager, a relative's jab", Lang: "en",
			Record:    []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")},
			Utterance: "My husband's jab, has that given him spots like a teenager?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 我妈那个药, 胃口大了 said of the mother", Lang: "zh", Record: copd,
			Utterance: "我妈那个药吃了以后胃口大了，是药闹的吗？", Expect: "unresolved",
			Candidates: []string{"drug:prednisolone", "drug:salbutamol", "drug:tiotropium"}},
	})
}

// A drug the turn says someone else took ("我儿子打了那个针", "my son had
// that jab") is theirs: the patient's drug that would explain the
// complaint is no referent. Said of the patient, it is.
func TestDev40TakenByAnother(t *testing.T) {
	rec := []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")}
	checkCases(t, []corpusCase{
		{ID: "zh: 我儿子打了那个针, 冒了好多痘", Lang: "zh", Record: rec,
			Utterance: "我儿子打了那个针以后，脸上背上冒了好多痘，是不是针闹的？", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我儿子吃了那个药, 脚脖子肿", Lang: "zh", Record: rec,
			Utterance: "我儿子吃了那个药以后脚脖子都肿了。", Expect: "unresolved", Candidates: []string{}},
		{ID: "en: my son had that jab, spots", Lang: "en", Record: rec,
			Utterance: "My son had that jab and now he's got spots all over his face.", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我打了那个针, the patient's", Lang: "zh", Record: rec,
			Utterance: "我打了那个针以后，脸上背上冒了好多痘，是不是针闹的？", Expect: "drug:testosterone"},
		{ID: "en: I had that jab, the patient's", Lang: "en", Record: rec,
			Utterance: "I had that jab and now I've got spots all over my face. Is it the jab?", Expect: "drug:testosterone"},
	})
}
