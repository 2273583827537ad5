package understand_test

import "testing"

func TestALikenessSetAfterASensation(t *testing.T) {
	runCases(t, []readCase{
		{"cramps likened to a period's", [][2]string{patient("Some cramping low down, like period pain, now and then.")}, []string{}},
		{"a hedge with feel like stays a hedge", [][2]string{patient("I feel like I've got the flu.")}, []string{"condition cond:influenza uncertain"}},
	})
}

func TestAFindingSetFirstThenHedged(t *testing.T) {
	runCases(t, []readCase{
		{"had it, I think", [][2]string{clinician("Have you had mumps?"), patient("Mumps, I think I had it as a boy, but I can't be sure.")},
			[]string{"condition cond:mumps historical uncertain"}},
		{"set first and affirmed", [][2]string{patient("Mumps, yes, I had it as a boy.")},
			[]string{"condition cond:mumps historical"}},
	})
}

// A likeness with its own subject and verb tells what the complaint is
// like, not a finding of the thing likened.
func TestLikenedClauseSaysNothing(t *testing.T) {
	runCases(t, []readCase{
		{"a likened skin is no bruise", [][2]string{patient("My calf is so sore, like the skin's been bruised.")},
			[]string{"symptom sym:calf_pain"}},
		{"as if someone had broken it", [][2]string{patient("My wrist aches as if the bone was fractured.")},
			[]string{"symptom sym:wrist_pain"}},
		{"a bruise told outright stays", [][2]string{patient("I've got a bruise on my shin.")},
			[]string{"symptom sym:bruising"}},
		{"a filler like stays a report", [][2]string{patient("It's like, I've got a rash on my arms.")},
			[]string{"symptom sym:rash"}},
		{"a finding in its own clause after a likeness stays", [][2]string{patient("It's like something is stinging and my ankle is swollen.")},
			[]string{"symptom sym:ankle_swelling"}},
		{"feel like is a hedge, not a likeness", [][2]string{patient("I feel like the room is spinning.")},
			[]string{"symptom sym:vertigo uncertain"}},
		{"feel like being sick stays", [][2]string{patient("I feel like I'm going to be sick.")},
			[]string{"symptom sym:nausea uncertain"}},
	})
}

// "Not like any X I've had" compares; it denies no X.
func TestComparisonIsNoDenial(t *testing.T) {
	runCases(t, []readCase{
		{"a comparison denies nothing", [][2]string{patient("This pain behind my eye is nothing like my usual migraines.")},
			[]string{"symptom sym:eye_pain"}},
		{"the complaint named elsewhere keeps its own word", [][2]string{patient("I've got a headache, but it's not like any headache I've ever had.")},
			[]string{"symptom sym:headache"}},
		{"nothing like a bare finding denies it", [][2]string{clinician("Any weakness or numbness?"), patient("Nothing like weakness or numbness.")},
			[]string{"symptom sym:numbness negated", "symptom sym:weakness negated"}},
		{"a plain denial stays", [][2]string{patient("I don't have a headache.")},
			[]string{"symptom sym:headache negated"}},
		{"not like I have: a denial without a determiner stays", [][2]string{patient("It's not like I have a fever.")},
			[]string{"symptom sym:fever negated"}},
	})
}

// A dialect "I figure it's" (Northern 寻思, 估摸, 琢磨; Cantonese 谂) hedges
// what follows it; what was told before it, or a 寻思 that names nothing
// after it, keeps its reading.
func TestDialectFigureHedges(t *testing.T) {
	runCases(t, []readCase{
		{"dev: a nervousness the patient figures", [][2]string{patient("血压……量过一回，一百四十二、九十二，我寻思是紧张的。")},
			[]string{"observation vital:bp", "symptom sym:anxiety uncertain"}},
		{"northern: figures it's gastritis", [][2]string{patient("我寻思是胃炎犯了。")},
			[]string{"condition cond:gastritis uncertain"}},
		{"northern: 俺 figures it's a cold", [][2]string{patient("俺寻思着是感冒了。")},
			[]string{"condition cond:common_cold uncertain"}},
		{"估摸着", [][2]string{patient("我估摸着是颈椎病。")},
			[]string{"condition cond:cervical_spondylosis uncertain"}},
		{"Cantonese 我谂", [][2]string{patient("我谂系感冒。")},
			[]string{"condition cond:common_cold uncertain"}},
		{"what came before the hedge stands", [][2]string{patient("胃疼好几天了，我寻思是吃坏了。")},
			[]string{"symptom sym:epigastric_pain"}},
		{"a count the patient doubts keeps the finding", [][2]string{patient("她说我一宿起来三四回，我自个儿寻思也就两回。")},
			[]string{"symptom sym:nocturia"}},
	})
}

func TestZhATopicHedgedAfterAPause(t *testing.T) {
	runCases(t, []readCase{
		{"a pause, then a hedge", [][2]string{patient("麻疹……小时候好像出过，我也记不清了。")}, []string{"condition cond:measles historical uncertain"}},
		{"a pause, then no hedge", [][2]string{patient("高血压……有十来年了。")}, []string{"condition cond:hypertension"}},
	})
}

func TestZhWhatAComplaintIsLikenedTo(t *testing.T) {
	runCases(t, []readCase{
		{"like a cramp", [][2]string{patient("大腿后面酸胀，跟抽筋似的，歇一会儿就好。")}, []string{}},
		{"like sunburn", [][2]string{patient("抹完脸上发红脱皮，像晒伤一样。")}, []string{"symptom sym:dry_skin", "symptom sym:flushing"}},
		{"a name that holds the close", [][2]string{patient("膝盖疼，上下楼梯跟针扎一样。")}, []string{"symptom sym:knee_pain"}},
		{"a cramp told as itself", [][2]string{patient("这几天夜里腿老抽筋，疼醒好几回。")}, []string{"symptom sym:muscle_cramps"}},
	})
}

func TestHardToSayHedgesWhatItIsSaidOf(t *testing.T) {
	runCases(t, []readCase{
		{"说不好 in the clause", [][2]string{patient("胸闷说不好，反正就是憋。")}, []string{"symptom sym:chest_tightness uncertain"}},
	})
}

func TestAHedgedNoAfterTheConceptIsAHedge(t *testing.T) {
	runCases(t, []readCase{
		{"没太注意 after a pause hedges it", [][2]string{patient("头晕倒不晕。恶心那个……没太注意，估计没有吧。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:nausea uncertain"}},
		{"a plain no still denies", [][2]string{clinician("咳嗽吗？"), patient("咳嗽？没有没有。")}, []string{"symptom sym:cough negated"}},
	})
}

func TestWhatThePatientTookItForIsAGuess(t *testing.T) {
	runCases(t, []readCase{
		{"I was thinking it is gas", [][2]string{patient("I was thinking it is gas only, I took Digene two times, but no relief.")},
			[]string{"symptom sym:bloating uncertain"}},
	})
}

// A filler hedge ("kind of", "sort of") after a complaint said alone as the
// answer, or asked back with a "?", doubts it: "Thirsty, kind of?" (en/w1)
// is uncertain. Inside a longer clause it trails as a filler and says
// nothing.
func TestAFillerHedgeAfterABareComplaint(t *testing.T) {
	runCases(t, []readCase{
		{"w1: thirsty, kind of?", [][2]string{clinician("And are you thirsty all the time, peeing a lot, any blurry vision?"),
			patient("Thirsty, kind of? But I always drink a lot of water, I'm a water person.")},
			[]string{"symptom sym:excessive_thirst uncertain"}},
		{"tired, sort of", [][2]string{clinician("Any tiredness?"), patient("Tired, sort of. Not too bad.")},
			[]string{"symptom sym:fatigue uncertain"}},
		{"I'm dizzy, kinda?", [][2]string{clinician("Any dizziness?"), patient("I'm dizzy, kinda?")},
			[]string{"symptom sym:dizziness uncertain"}},
		{"near miss: sort of inside a longer clause", [][2]string{clinician("Any dizziness?"),
			patient("I get dizzy, sort of, when I stand up.")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: kind of after a complaint told with more", [][2]string{clinician("Any tiredness?"),
			patient("I've been tired, kind of, all week.")},
			[]string{"symptom sym:fatigue"}},
	})
}

// A fear or a guess told in the past ("my coworker thought I was having a
// heart attack, she's very dramatic", en/w1) is no event had: uncertain,
// never a past heart attack. A thought that names nothing ("I thought so")
// and an event told plainly are read as before.
func TestAThoughtOfWhatWasHappening(t *testing.T) {
	runCases(t, []readCase{
		{"w1: my coworker thought I was having a heart attack", [][2]string{clinician("Any lows?"),
			patient("My coworker thought I was having a heart attack, she's very dramatic.")},
			[]string{"condition cond:myocardial_infarction historical uncertain of other"}},
		{"I thought it was a cold", [][2]string{clinician("How did it start?"), patient("I thought it was a cold but it's gone to my chest.")},
			[]string{"condition cond:common_cold uncertain"}}, // gone to the chest: spread, not over (spreadalong.go)
		{"I thought I had the flu", [][2]string{clinician("How did it start?"), patient("I thought I had the flu.")},
			[]string{"condition cond:influenza historical uncertain"}},
		{"near miss: an event told plainly", [][2]string{clinician("Any heart problems?"), patient("I had a heart attack in 2019.")},
			[]string{"condition cond:myocardial_infarction historical"}},
		{"near miss: a thought naming nothing", [][2]string{clinician("Anything else?"), patient("I thought so. My knee hurts.")},
			[]string{"symptom sym:knee_pain"}},
	})
}
