package understand

// nowtNoAnswers are the Northern English "nothing like that" said with
// "nowt": "Pain in your jaw when you chew? Any trouble with your
// eyesight?" "Nowt like that, no." (s51 blind round 20 en04, Yorkshire)
// denied nothing, while "Nothing like that, no." denied both. Bare "nowt"
// is left out: "Nowt helps" answers another question.
var nowtNoAnswers = []string{"nowt like that", "nowt of the sort", "nowt o' that", "nowt of that", "nowt at all", "no, nowt", "no nowt"}

func init() { noAnswers = append(noAnswers, nowtNoAnswers...) }
