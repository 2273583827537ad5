package understand_test

import "testing"

// A question can name a finding the patient told and ask about something
// else: what caused it, a plan to stop it, other places, how often, what
// it does to sleep, or a worry. Its "no" says nothing of the finding
// (session 67's blind round, asked/*-x5).
func TestANoBesideTheFinding(t *testing.T) {
	runCases(t, []readCase{
		{"the cause asked", [][2]string{patient("I've had asthma since I was a kid, but this week I get out of breath on the stairs."),
			clinician("Do you reckon that's your asthma playing up?"), patient("I don't think so, to be honest.")}, []string{}},
		{"the cause asked, told again", [][2]string{patient("Doctor, I have had ulcer for many years. This one is a pain in the middle of my chest."),
			clinician("Do you think it is the ulcer disturbing you again?"), patient("No, I don't think so.")}, []string{}},
		{"a Chinese cause asked", [][2]string{patient("我颈椎病好些年了，这阵子老头晕。"), clinician("你寻思是不是颈椎病又犯了？"), patient("不像。")}, []string{}},
		{"a Chinese cause asked, another word", [][2]string{patient("我有慢性胃炎，这几天肚子胀。"), clinician("你觉得是不是胃炎又发了？"), patient("我看不像哦。")}, []string{}},
		{"a plan to cut down asked", [][2]string{patient("I'll have a few beers most nights after work."), clinician("Any plans to cut back on the drinking?"),
			patient("Not really, no.")}, []string{}},
		{"a plan to quit asked", [][2]string{patient("I smoke, about a pack a day."), clinician("Are you planning on quitting?"), patient("No.")}, []string{}},
		{"a Chinese plan asked", [][2]string{patient("我天天晚上得整二两白酒，好些年了。"), clinician("想没想过少喝点，或者干脆戒了？"), patient("没想过。")}, []string{}},
		{"a Cantonese plan asked", [][2]string{patient("我食烟食咗二十几年，一日一包。"), clinician("有冇谂过戒咗佢？"), patient("冇谂过喎。")}, []string{}},
		{"near miss: other places asked, places named", [][2]string{clinician("Pain anywhere else, in your hands or legs?"), patient("No.")},
			[]string{"symptom sym:hand_pain negated", "symptom sym:leg_pain negated"}},
		{"near miss: a list with what it does at night", [][2]string{clinician("Any nausea, any changes in your vision, anything that wakes you up from sleep?"),
			patient("No nausea. Vision, no, it's fine.")}, []string{"symptom sym:nausea negated", "symptom sym:visual_disturbance negated"}},
		{"near miss: scratching often, and bleeding", [][2]string{clinician("You scratching yourself often, and bleeding?"), patient("Yes, it has bled sometimes.")},
			[]string{"symptom sym:bleeding"}},
		{"what it does to sleep asked", [][2]string{patient("我最近皮肤老是痒。"), clinician("痒得影响睡觉吗？"), patient("不影响。")}, []string{}},
		{"what it does at night asked", [][2]string{patient("My shoulder has been sore for a month."), clinician("Is it keeping you up at night?"), patient("No.")}, []string{}},
		{"a worry asked", [][2]string{patient("These palpitations have been coming for two weeks."), clinician("Are you worried it could be your heart, like a heart attack?"),
			patient("No, not really.")}, []string{}},
		{"near miss: a new finding asked", [][2]string{patient("My left ear's been killing me since yesterday."), clinician("Any fever with it?"),
			patient("No.")}, []string{"symptom sym:fever negated"}},
		{"near miss: whether asked, with an opinion", [][2]string{clinician("Do you think you have a fever?"), patient("No.")}, []string{"symptom sym:fever negated"}},
		{"near miss: a Chinese whether asked", [][2]string{clinician("你觉得头晕吗？"), patient("不晕。")}, []string{"symptom sym:dizziness negated"}},
		{"near miss: whether asked of another place", [][2]string{clinician("Any numbness in your hands?"), patient("No.")}, []string{"symptom sym:numbness negated"}},
		{"near miss: how often, with ever", [][2]string{clinician("Do you ever wet the bed?"), patient("Just sometimes.")}, []string{"symptom sym:bedwetting"}},
		{"near miss: smoking asked", [][2]string{clinician("Do you smoke?"), patient("No.")}, []string{"observation social:smoking negated"}},
	})
}
