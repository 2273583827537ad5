package coref

import (
	"regexp"
	"strings"
)

// A condition is told by who looks after it as often as by what it is:
// "the thing I see the skin man aboot", "the one the podiatrist keeps an
// eye on", "看内分泌科的那个", "泌尿科那边一直跟着的那个". The specialty
// names the conditions it treats (specialtyTopics), as a body site does:
// one of the patient's is it, two are asked about ("the one I see the
// endocrinologist for" with diabetes and a thyroid disease), none is
// nothing.

// specialtyTopics gives each specialty, by the words that name it, its
// specialist or its clinic, the ICD-10-CM blocks of the conditions that
// specialty usually follows, and the ATC groups of the drugs it prescribes
// (prescriber.go). The blocks are wide on purpose: a specialty that treats
// two of the patient's conditions leaves the reference to the clinician,
// where a narrow block would resolve it to the one it happened to hold. A
// specialty without ATC groups narrows no drug.
var specialtyTopics = []struct {
	re    *regexp.Regexp
	topic string
	codes []string
	atc   []string
}{
	// The skin: the skin's chapter (L), its infections by fungi (B35,
	// B36) and viruses (B07 warts), its growths (C43, C44, D22, D23).
	{regexp.MustCompile(`skin (?:man|woman|doctor|doc|specialist|clinic|consultant|people|team)|dermatolog|皮肤科`), "topic:dermatology",
		[]string{"L", "B35", "B36", "B07", "C43", "C44", "D22", "D23"}, []string{"D", "L04AX03"}},
	// The glands: the thyroid (E00–E07), diabetes and the pancreas
	// (E08–E16, O24, R73) and the other glands (E20–E35).
	{regexp.MustCompile(`endocrin|hormone (?:doctor|clinic|specialist)|diabetes (?:clinic|nurse)|内分泌`), "topic:endocrinology",
		[]string{"E0", "E1", "E2", "E30", "E31", "E32", "E34", "E35", "O24", "R73"}, []string{"A10", "H01", "H02", "H03", "H05", "M05"}},
	// The joints' inflammations and the connective tissue: arthritis
	// (M00–M19), lupus and its kin (M30–M36), the spondylitides (M45,
	// M46), fibromyalgia (M79.7).
	{regexp.MustCompile(`rheumatolog|rheumy|风湿|免疫科`), "topic:rheumatology",
		[]string{"M0", "M1", "M30", "M31", "M32", "M33", "M34", "M35", "M36", "M45", "M46", "M79.7"}, []string{"M01", "M04", "L04", "P01BA02", "H02"}},
	// The urinary tract and the male genitals: obstruction and stones
	// (N13, N20–N23), the bladder (N30–N39), the prostate and genitals
	// (N40–N53), their cancers (C61, C64–C68), blood in the urine (R31).
	{regexp.MustCompile(`urolog|泌尿`), "topic:urology",
		[]string{"N13", "N20", "N21", "N22", "N23", "N3", "N4", "N50", "N51", "N52", "N53", "C61", "C64", "C65", "C66", "C67", "C68", "R31", "R35"}, []string{"G04"}},
	// The kidneys: their diseases (N00–N19) and what diabetes and blood
	// pressure do to them (E11.2, I12, I13).
	{regexp.MustCompile(`kidney (?:doctor|clinic|specialist|consultant|team|nurse)|renal (?:clinic|team|unit|doctor|consultant)|nephrolog|肾内科|肾科|肾病科`), "topic:nephrology",
		[]string{"N0", "N1", "E11.2", "I12", "I13"}, nil},
	// The chest: the lower airways and lungs (J40–J99), a nodule or a
	// shadow (R91), a lung cancer (C34), tuberculosis (A15, A16), sleep
	// apnoea.
	{regexp.MustCompile(`chest (?:clinic|doctor|physician|specialist|consultant|team|people|nurse)|respiratory (?:clinic|doctor|team|nurse|consultant|specialist)|lung (?:doctor|specialist|clinic|consultant|team)|pulmonolog|呼吸科|呼吸内科|肺科`), "topic:respiratory",
		[]string{"J4", "J6", "J7", "J8", "J9", "R91", "C34", "A15", "A16", "G47.3"}, []string{"R03", "R05", "R06", "R07"}},
	// The heart: its diseases (I00–I52) and the blood pressure (I10–I16).
	{regexp.MustCompile(`cardiolog|heart (?:doctor|clinic|specialist|consultant|team|man|people|nurse|failure nurse)|心内科|心血管科|心脏科`), "topic:cardiology",
		[]string{"I0", "I1", "I2", "I3", "I4", "I50", "I51", "I52", "R00", "Q2"}, []string{"C", "B01"}},
	// The vessels: the arteries, veins and lymphatics (I70–I89).
	{regexp.MustCompile(`vascular (?:clinic|surgeon|team|people|consultant)|血管外科|血管科`), "topic:vascular",
		[]string{"I7", "I8"}, nil},
	// The eye (H00–H59) and what diabetes does to it (E11.3).
	{regexp.MustCompile(`eye (?:clinic|hospital|doctor|specialist|consultant|unit|department|people)|ophthalmolog|眼科`), "topic:eye",
		[]string{"H0", "H1", "H2", "H3", "H4", "H5", "E11.3"}, []string{"S01"}},
	// The ear (H60–H95) and the nose and throat (J30–J39).
	{regexp.MustCompile(`\bent\b|ear,? nose and throat|耳鼻喉|耳鼻咽喉`), "topic:ent",
		[]string{"H6", "H7", "H8", "H9", "J3"}, nil},
	// The gut and the liver: the digestive chapter (K20–K95, not the
	// mouth's K00–K14), hepatitis (B15–B19), their cancers (C15–C26),
	// the intolerances (E73, K90). Its drugs are the gut's, and the
	// immunosuppressants and steroids it gives for colitis and Crohn's
	// (L04, H02).
	{regexp.MustCompile(`gastro(?:enterolog| doctor| clinic| team| consultant| people|\b)|stomach (?:doctor|specialist|clinic)|bowel (?:clinic|doctor|specialist|team)|liver (?:clinic|doctor|specialist|team)|消化科|消化内科|肠胃科|脾胃科|肝病科`), "topic:gastro",
		[]string{"K2", "K3", "K4", "K5", "K6", "K7", "K8", "K9", "B15", "B16", "B17", "B18", "B19", "C15", "C16", "C17", "C18", "C19", "C20", "C21", "C22", "C23", "C24", "C25", "E73"}, []string{"A02", "A03", "A06", "A07", "A05", "L04", "H02"}},
	// The nerves and the brain: the nervous system's chapter (G), the
	// strokes (I60–I69), fits (R56).
	{regexp.MustCompile(`neurolog|\bneuro\b|nerve (?:doctor|specialist|clinic)|神经内科|神经科`), "topic:neurology",
		[]string{"G", "I6", "R56"}, []string{"N03", "N04", "N02C", "N06D", "N07"}},
	// The mind: mental and behavioural disorders (F).
	{regexp.MustCompile(`psychiatr|mental health (?:team|nurse|people|clinic)|\bcpn\b|精神科|心理科|精神卫生`), "topic:psychiatry",
		[]string{"F"}, []string{"N05", "N06"}},
	// The female genital tract (N70–N98), its growths (D25–D28, C51–C58),
	// polycystic ovaries (E28.2).
	{regexp.MustCompile(`gyn(?:a)?ecolog|\bgynae\b|women's (?:clinic|health clinic)|妇科`), "topic:gynaecology",
		[]string{"N7", "N8", "N9", "D25", "D26", "D27", "D28", "C51", "C52", "C53", "C54", "C55", "C56", "C57", "C58", "E28.2"}, []string{"G03", "G02"}},
	// Bones and joints by surgeons: osteoarthritis (M15–M19), the joints
	// and the spine (M20–M54), soft tissue (M60–M79), bone density and
	// the rest of the bones (M80–M94), injuries (S).
	{regexp.MustCompile(`orthop(?:a)?edic|\bortho\b|bone (?:doctor|specialist|clinic|man)|fracture clinic|骨科`), "topic:orthopaedics",
		[]string{"M15", "M16", "M17", "M18", "M19", "M2", "M4", "M5", "M6", "M7", "M8", "M9", "S"}, nil},
	// The feet: toe deformities (M20), plantar fasciitis (M72.2), the
	// feet's and nails' fungi (B35.1, B35.3), nail disorders (L60),
	// corns (L84).
	{regexp.MustCompile(`podiatr|chiropod|foot (?:clinic|doctor|specialist|man|lady)|足科`), "topic:podiatry",
		[]string{"M20", "M72.2", "B35.1", "B35.3", "L60", "L84", "Q66"}, nil},
	// The blood (D50–D89) and its cancers (C81–C96).
	{regexp.MustCompile(`ha?ematolog|血液科`), "topic:haematology",
		[]string{"D5", "D6", "D7", "D8", "C81", "C82", "C83", "C84", "C85", "C86", "C88", "C9"}, nil},
	// The cancers (C, D0).
	{regexp.MustCompile(`oncolog|cancer (?:doctor|clinic|specialist|team|centre|center)|肿瘤科`), "topic:oncology",
		[]string{"C", "D0"}, nil},
	// Infections followed for years: tuberculosis (A15–A19), HIV (B20–
	// B24), the viral hepatitides (B15–B19).
	{regexp.MustCompile(`infectious diseases? (?:clinic|team|doctor|consultant|unit)|\bid clinic\b|感染科|传染科`), "topic:infection",
		[]string{"A15", "A16", "A17", "A18", "A19", "B15", "B16", "B17", "B18", "B19", "B20", "B21", "B22", "B23", "B24"}, nil},
	// The memory: the dementias (F01–F03, G30, G31).
	{regexp.MustCompile(`memory (?:clinic|team|service|doctor)|记忆门诊`), "topic:memory",
		[]string{"F01", "F02", "F03", "G30", "G31"}, nil},
}

func init() {
	for _, s := range specialtyTopics {
		topicConditions[s.topic] = s.codes
	}
}

var (
	// enSpecialtySeen: "the thing I see the skin man up at the hospital
	// aboot", "the one she goes to the eye clinic for", "the problem I'm
	// under the rheumatologist with".
	enSpecialtySeen = regexp.MustCompile(`\b(?:the|that|this|my|her|his) (?:thing|condition|problem|trouble|illness|disease|one)(?: (?:that|which|for which))? (?:i|i've|i'm|i am|he|she|he's|she's|we|they)\b[^.?!,;]{0,40}?\b(?:see|sees|seeing|saw|go|goes|going|went|attend|attends|attending|am under|is under|was under|was sent|got sent|was referred|were referred)\b[^.?!,;]{0,60}`)
	// enSpecialtyWatches: "the one the podiatrist keeps an eye on", "the
	// one they keep tabs on over there" (a clinic named before it in the
	// sentence), "the thing the heart doctor looks after", "the one the
	// rheumatology nurse rings me about".
	enSpecialtyWatches = regexp.MustCompile(`\b(?:the|that|this) (?:thing|condition|problem|trouble|one)(?: (?:that|which))? (?:the|my|her|his|they|she|he)\b[^.?!,;]{0,40}?\b(?:keeps?|keeping|look after|looks after|looking after|watch|watches|watching|monitor|monitors|monitoring|follow|follows|following|check|checks|checking|treat|treats|treating|manage|manages|managing|(?:rings?|ringing|calls?|calling|phones?|phoning|writes? to|sees?|seeing) me (?:about|for))\b[^.?!,;]{0,30}`)
	// zhSpecialtySeen: "看内分泌科的那个", "我在风湿免疫科一直看的那个",
	// "泌尿科那边一直跟着的那个".
	zhSpecialtySeen = regexp.MustCompile(`[^，。？！,.?!、]{0,10}(?:科|门诊|專科|专科)(?:那边|那儿|那里|这边|里)?[^，。？！,.?!]{0,24}?(?:的|嘅)(?:那个|这个|嗰个|那個)(?:老毛病|毛病|病)?`)
)

// specialtyRefs finds a condition told by who looks after it.
func specialtyRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	add := func(from, to int, phrase string) {
		topic := specialtyIn(phrase)
		if topic == "" {
			return
		}
		span := runeSpan(lower, from, to)
		if overlapsAny(span, taken) {
			return
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic})
		taken = append(taken, span)
	}
	for _, loc := range enSpecialtySeen.FindAllStringIndex(lower, -1) {
		add(loc[0], loc[1], lower[loc[0]:loc[1]])
	}
	for _, loc := range zhSpecialtySeen.FindAllStringIndex(lower, -1) {
		if phrase := lower[loc[0]:loc[1]]; zhSeenAt(phrase) && !zhDrugNext(lower[loc[1]:]) {
			add(loc[0], loc[1], phrase)
		}
	}
	for _, loc := range enSpecialtyWatches.FindAllStringIndex(lower, -1) {
		// The specialty may be the watcher ("the one the podiatrist keeps
		// an eye on") or named before it in the sentence ("The chest
		// clinic sent me a letter, about the one they keep tabs on").
		add(loc[0], loc[1], sentenceBefore(lower[:loc[0]])+lower[loc[0]:loc[1]])
	}
	return out
}

// zhFollowedBy are the verbs of a clinic that follows a condition ("看内分
// 泌科的那个", "泌尿科那边一直跟着的那个"); a clinic's "开的那个" or bare "心内
// 科的那个" is what it prescribed (prescriber.go), unless a trouble noun
// ends it ("皮肤科的那个毛病").
var zhFollowedBy = regexp.MustCompile(`看|睇|跟着|跟住|随访|复查|复诊|查|管|住过|住院`)

// zhSeenAt reports whether a clinic phrase tells a condition followed
// there, not a drug prescribed there.
func zhSeenAt(phrase string) bool {
	if strings.HasSuffix(phrase, "病") {
		return true
	}
	return zhFollowedBy.MatchString(phrase) && !zhPrescribedThere.MatchString(phrase)
}

// zhPrescribedThere ends a clinic's phrase with what it gave: "开的那个".
var zhPrescribedThere = regexp.MustCompile(`(?:开|给|拿|加|换)(?:的|嘅)(?:那个|这个|嗰个|那個)$`)

// zhDrugNext reports whether a drug noun follows ("心内科看的那个药").
func zhDrugNext(rest string) bool {
	for _, n := range []string{"药", "針", "针", "膏", "片", "胶囊", "水"} {
		if strings.HasPrefix(rest, n) {
			return true
		}
	}
	return false
}

// specialtyGroups returns the ATC groups of the drugs the specialty of
// topic prescribes, or nil.
func specialtyGroups(topic string) []string {
	for _, s := range specialtyTopics {
		if s.topic == topic {
			return s.atc
		}
	}
	return nil
}

// specialtyIn returns the topic of the one specialty a phrase names, or
// "" when it names none or two.
func specialtyIn(phrase string) string {
	topic := ""
	for _, s := range specialtyTopics {
		if s.re.MatchString(phrase) {
			if topic != "" && topic != s.topic {
				return ""
			}
			topic = s.topic
		}
	}
	return topic
}
