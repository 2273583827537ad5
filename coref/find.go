package coref

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Reference kinds.
const (
	KindDrug      = "drug"
	KindCondition = "condition"
)

// Reference is a phrase in a turn that stands for one of the patient's drugs
// or conditions without naming it. Span holds rune offsets, half-open, into
// the text given to Find, and Text is that slice of it. ClassID is the
// drug_class concept the phrase names ("降压药", "the statin"), empty for a
// bare demonstrative ("那个药", "that pill"). Recent is set when a recency
// word ("新开的", "new", "latest") asks for the most recently started drug.
type Reference struct {
	Text    string `json:"text"`
	Span    [2]int `json:"span"`
	Kind    string `json:"kind"`
	ClassID string `json:"class_id,omitempty"`
	Recent  bool   `json:"recent,omitempty"`
	// Past asks for a drug the patient no longer takes ("以前吃的", "the
	// one I used to be on"), or a condition that is over.
	Past bool `json:"past,omitempty"`
	// LastTime sends the search to the last earlier session ("上次提到的",
	// "the one I mentioned last time").
	LastTime bool `json:"last_time,omitempty"`
	// BeforeLast sends it to the session before the last one ("上上回说的",
	// "the time before last").
	BeforeLast bool `json:"before_last,omitempty"`
	// Freq is how seldom the turn says the drug is taken ("一个月食一粒嘅",
	// "once a week"): weekly or monthly (howoften.go).
	Freq string `json:"freq,omitempty"`
	// Back counts the sessions back a BeforeLast reference names, when
	// more than two ("three visits ago", "上上上回"; sessioncount.go).
	Back int `json:"back,omitempty"`
	// FirstSession sends it to the patient's first session ("我第一回跟你
	// 聊的时候你说的那个药", "the cream you told me about at my first
	// visit"), known only when the caller gives it (Input.First).
	FirstSession bool `json:"first_session,omitempty"`
	// Topic is what a lay phrase is about, as a concept id: the vital, lab
	// or body site of "血压的毛病", "my sugar problem", "the heart thing",
	// "the blood pressure one".
	Topic string `json:"topic,omitempty"`
	// OrTopics are further topics of a condition described by a list of
	// signs ("脸歪到一边、眼睛都闭不拢的那个毛病"): a condition of any of them
	// (or of Topic) fits.
	OrTopics []string `json:"or_topics,omitempty"`
	// Complaints are the symptoms the patient complains of in the same turn
	// ("吃那个药胃不舒服"): drugs known to cause them rank first.
	Complaints []string `json:"complaints,omitempty"`
	// Mentioned points at something the patient told the assistant ("跟你
	// 说的那个", "the stuff I told you about") without saying when: the
	// window first, then the last earlier session.
	Mentioned bool `json:"mentioned,omitempty"`
	// Anchored is set when the turn dates what it means ("in January",
	// "中秋前"): neither "the newest" nor "the last session" then.
	Anchored bool `json:"anchored,omitempty"`
	// Months are the months (1–12) the turn dates a start or a stop in
	// ("the one they started me on in January", "去年夏天停的"); YearsAgo
	// the year, counted back from Input.Now ("last year" is 1, "前年" 2).
	Months   []int `json:"months,omitempty"`
	YearsAgo int   `json:"years_ago,omitempty"`
	// Year is the year the turn dates it in ("the one from twenty
	// nineteen", "2019年那个病"), when it says one (fromyear.go).
	Year int `json:"year,omitempty"`
	// PregnancyOnset: the turn says the condition began with a pregnancy
	// ("since I was carrying our youngest", "坐月子落下的"; onset.go).
	PregnancyOnset bool `json:"pregnancy_onset,omitempty"`
	// PregnancyFound: found then, not left by it ("怀老二那会儿查出来的那个").
	PregnancyFound bool `json:"pregnancy_found,omitempty"`
	// CourseMonths is how long, in months (at least, at most), the turn
	// says a condition was treated ("吃了一年多药"), or zero (courselength.go).
	CourseMonths [2]float64 `json:"course_months,omitempty"`
	// Again asks for a drug the patient is taking again ("the one they put
	// me back on", "又给我开上的那个"): one the record also holds as stopped.
	Again bool `json:"again,omitempty"`
	// Form is the dosage form the turn names ("打的那个针", "the cream"):
	// only drugs given that way fit.
	Form string `json:"form,omitempty"`
	// SessionOnly resolves only to a drug of the session ("mine", set
	// against someone else's): the record alone offers its candidates,
	// never chooses one.
	SessionOnly bool `json:"session_only,omitempty"`
	// Own is a possessive standing alone ("mine", "my one", "我那个", "我吃
	// 的那个"): the patient's own drug, set against someone else's the
	// window names (WindowMention.Against). Without such a drug it is a
	// reference only as the turn's taking makes it one (SessionOnly).
	Own bool `json:"own,omitempty"`
	// Named is a word the condition's own names hold, in a phrase that
	// describes it by that word alone ("my gluten thing": coeliac disease,
	// "gluten enteropathy"; "the valve problem": aortic valve stenosis).
	Named string `json:"named,omitempty"`
	// HeadNamed: Named is the word that heads the phrase, which only that
	// word made a reference ("the clot I had", "那个细菌"; headnamed.go).
	HeadNamed bool `json:"head_named,omitempty"`
	// signWord: Named names none of the patient's conditions and is read
	// as a word of their signs (signword.go).
	signWord bool
	// drugHeaded: a bare determiner whose drug noun follows a modifier
	// ("那个护肝的药"): never a condition told last time (determinerhead.go).
	drugHeaded bool
	// Head is the noun a reference told by its place opens with ("that
	// bug in my stomach"): of the conditions there, one it names is meant.
	Head string `json:"head,omitempty"`
	// JustSaid is a bare "it" or "that", the subject of an effect verb
	// ("it makes my ankles swell", "would that make me dizzy?"): as often
	// the heat or the stairs as a drug, so only a drug the last turns
	// named, never the record, and one known to cause what the turn
	// complains of, if it complains of anything.
	JustSaid bool `json:"just_said,omitempty"`
	// EffectAsked: the JustSaid pronoun is asked what it may do ("will
	// that one make me drowsy?"): the turn's symptom is no complaint that
	// chooses between the drugs just named.
	EffectAsked bool `json:"effect_asked,omitempty"`
	// Also: the turn asks to take it too ("那个药我能不能也吃点", "could I
	// take that as well?"): after someone else's drug, it is theirs.
	Also bool `json:"also,omitempty"`
	// Unavailable is a drug called by what a pharmacy could not supply
	// ("the one they were out of", "药房缺货的那个"): of the drugs the window
	// named, the one it said so of.
	Unavailable bool `json:"unavailable,omitempty"`
	// Dose and TimeOfDay are what the reference's own words call the drug
	// by ("那个5毫克的": "5mg"; "the bedtime one": "night"): of the drugs
	// the window named, the one said with it (bySchedule).
	Dose      string `json:"dose,omitempty"`
	TimeOfDay string `json:"time_of_day,omitempty"`
	// Episode is a condition told as a time it happened ("脚脖子肿得跟馒头
	// 似的那回"): over by now or come back, so current and closed
	// conditions alike may be it.
	Episode bool `json:"episode,omitempty"`
	// Look and Kept are what the reference's own words tell the drug by:
	// its colour ("那个黄的", "the yellow one": "yellow") or where it is
	// kept ("床头那个", "the one by the kettle": "bedside", "kettle"). Of the
	// drugs the window named, the one said so (looks.go).
	Look string `json:"look,omitempty"`
	Kept string `json:"kept,omitempty"`
	// Ordered is what the clinician said to do with the drug ("the one
	// you're halving", "你说先停的那个"), an order:… of ordered.go.
	Ordered string `json:"ordered,omitempty"`
	// TimeAfter: the time of day was said after the phrase, as what the
	// patient does ("the one I take in the morning"): with one drug it
	// could be, that drug.
	TimeAfter bool `json:"time_after,omitempty"`
	// AsNeeded is a drug taken only when the trouble comes on ("脑袋疼犯了
	// 才吃的药"): of the drugs for it, one that relieves an attack, not one
	// taken every day to prevent them (asneeded.go).
	AsNeeded bool `json:"as_needed,omitempty"`
	// Visit is what an earlier session was about, as the turn tells it
	// ("the tablet you brought up when I came in about my ankles", "我说腰
	// 疼那回你提的那个"): a symptom, condition or body site. Only a session
	// whose patient turns spoke of it is searched, never the record
	// (visits.go).
	Visit string `json:"visit,omitempty"`
	// Ordinal is a place in a list the reference counts to ("the second
	// one you mentioned", "说的第二个"): of the last turn that named
	// several drugs, the one named there (ordinal.go).
	Ordinal int `json:"ordinal,omitempty"`
	// Specialty is who prescribed it, as the turn says ("the latest one
	// from the cardiologist", "心内科开的"): only drugs of that specialty's
	// groups fit (prescriber.go).
	Specialty string `json:"specialty,omitempty"`
	// TreatedBy is the drug or class a condition is told by ("the thing I
	// get the inhaler for", "吃别嘌醇的那个病"): the record's condition the
	// patient's such drugs are given for (treatedby.go).
	TreatedBy string `json:"treated_by,omitempty"`
	// OfAnother: the reference is said of a third person who takes the
	// drug ("我妈那个药", "the one you're starting him on"), as a carer
	// speaks of the patient: never a drug the speaker claimed as their
	// own (carer.go).
	OfAnother bool `json:"of_another,omitempty"`
	// TakenNow: the patient says, right before the phrase, that they take
	// it now ("我现在吃的那个", the finder taking only "吃的那个").
	TakenNow bool `json:"taken_now,omitempty"`
	// ForRelative: a class phrase a relative possesses ("Mum's water
	// tablet", "我爸那个降糖药"): the relative's drug, which is the
	// patient's only in a carer's session (carerSession); Resolve drops it
	// otherwise, as Find once did.
	ForRelative bool `json:"for_relative,omitempty"`
	// SiteOne: a bare "one" of a body site ("the heart one"), which is as
	// often the condition of that place as the drug for it: Resolve asks
	// between them when the record holds both (siteone.go).
	SiteOne bool `json:"site_one,omitempty"`
	// CarerAsked: a ForRelative phrase asked about as a carer asks ("Can
	// Dad skip his water pill", "能不能多开两盒"): outside a carer's session
	// its record drugs are offered, never chosen (carerasks.go).
	CarerAsked bool `json:"carer_asked,omitempty"`
	// AtEpisode: the drug is told by a time that is over, an episode the
	// patient took it in ("the tablets I had that time I had shingles",
	// "我长带状疱疹那回吃的那个药"). With an illness of that time named, Past
	// is set, and Topic is the illness when the turn names it; told by a
	// sign alone ("that time I felt dizzy"), the drug may be over or still
	// taken, and both are offered (episodetime.go).
	AtEpisode bool `json:"at_episode,omitempty"`
	// TheirComplaints are what a third person of the reference's sentence
	// has ("吃那个药以后 她脸老是 一阵一阵地红"): the patient's complaints in a
	// carer's session, who speaks of the patient so; no one's the patient
	// suffers otherwise (Resolve).
	TheirComplaints []string `json:"their_complaints,omitempty"`
	// StopAsked: the turn asks about stopping or leaving off a drug ("那个
	// 药停几天", "do I stop that one"): a drug the window paused may be it
	// (pausedhere.go).
	StopAsked bool `json:"stop_asked,omitempty"`
	// Said is the lowercased clause of the turn that holds the reference:
	// the words a drug is told apart by, when the window said them with it
	// (sharedwords.go).
	Said string `json:"-"`
	// SinceStopped: the turn tells what happened since the patient stopped
	// a drug ("since mi stop it", "停了以后"): one the window says was
	// stopped is meant (windowstatus.go).
	SinceStopped bool `json:"since_stopped,omitempty"`
	// Besides are the drugs the reference's own clause names beside it
	// ("搿只药搭钙片好一道吃伐", "can I take it with my aspirin?"): not what it
	// points at (windowstatus.go).
	Besides []string `json:"besides,omitempty"`
	// KeptOn: the turn says the drug is taken now ("the one I'm still
	// using", "if I forget that one for a day"): not one the window says
	// was stopped (windowstatus.go).
	KeptOn bool `json:"kept_on,omitempty"`
	// Signs and Triggers are what a condition told by what it does is told
	// by: the symptoms the turn describes and what sets them off ("一到冬天
	// 就犯的毛病 … 腿上干得起皮"); BySignsOnly, that only they made it a
	// reference (described.go).
	Signs       []string `json:"signs,omitempty"`
	Triggers    []string `json:"triggers,omitempty"`
	BySignsOnly bool     `json:"by_signs_only,omitempty"`
	// SaidAfter holds the signs and triggers the rest of the sentence
	// tells of a condition named otherwise ("the womb thing, where it's
	// growing outside and my periods are agony"): they choose only among
	// the conditions the reference itself fits (saidafter.go).
	SaidAfter *Told `json:"said_after,omitempty"`
	// Places are the body sites the same description tells the condition
	// by, beside its signs ("那个胳膊抬不起来…的毛病，这两天肩膀又有点酸",
	// "the thing … with my heart, where it hurt worse lying down"):
	// a condition located there fits as a sign does (toldplaces.go).
	Places []string `json:"places,omitempty"`
	// AtPlace is the place said after a topic phrase ("the skin thing on
	// my face"): of its conditions, those located there (topicplace.go).
	AtPlace []string `json:"at_place,omitempty"`
	// PastTold keeps the turn's words of a drug no longer taken ("the
	// painkiller I used to take last time, the one they stopped already")
	// for a LastTime reference, whose Past is false: used only when the
	// last session names nothing that fits and the record is searched
	// instead (laststop.go).
	PastTold bool `json:"past_told,omitempty"`
}

// Find returns the references in text, in text order. mentions are the
// extractor's mentions of the same text (their spans index the same runes).
//
// Every drug_class mention is a candidate reference, its span widened to
// the determiners, possessives and recency words before it ("那个新开的降压药",
// "my new blood pressure pill"), except when it is about someone else (a
// family member's experiencer) or sits in a clause with an allergy word ("对
// 他汀过敏": an allergy to the class, not one of the patient's drugs).
// Besides those, Find recognizes demonstrative drug phrases ("那个药", "这药",
// "那个新药", "新开的药", "that pill", "this medication", "the new pill") and
// condition phrases ("那个病", "that condition", "that episode" placed in the
// past) that overlap no mention.
// Bare pronouns ("it", "它") are not references, too often they are not
// about a drug at all, except as what is taken ("take it", "吃了它").
func Find(text string, mentions []extract.Mention) []Reference {
	mentions = extract.WithoutReferring(mentions) // "the cream" the reading took for its drug is coref's to resolve
	orig := []rune(text)
	rs := make([]rune, len(orig))
	for i, r := range orig {
		rs[i] = ontology.NormalizeRune(r)
		if rs[i] == '哩' {
			rs[i] = '的' // Henan and Shandong "的": "俺以前吃哩那个抗癫痫哩药"
		}
	}
	// "Mum's new pain patch", "Dad's old heart tablet": a relative's
	// possessive is read as "my" by the finders, which know the patient's
	// phrases, and what they find there is marked ForRelative.
	relAt := relativePossessives(rs)
	mentions = ofRelativeAsOwn(rs, mentions, relAt)
	// Hunanese 咯 and Wu 个 before 药 are "的" after a verb phrase ("管屙尿咯药",
	// "治甲状腺个药"), not after a demonstrative or a number ("咯个药", "这个药",
	// "两个药").
	for i := 1; i+1 < len(rs); i++ {
		if (rs[i] == '咯' || rs[i] == '个') && rs[i+1] == '药' && !strings.ContainsRune("这那嗰呢格咯一两二三几个每哪"+zhRegionalOnly, rs[i-1]) {
			rs[i] = '的'
		}
	}
	// Hunanese 咯 is "的" elsewhere too, after a verb or an adjective: "新加咯
	// 那个胰岛素", "吃咯哪个药搞咯？". Not as "this" ("咯个药", "脖子上咯个毛病"),
	// and not doubled ("咯咯" is laughter).
	for i := 1; i < len(rs); i++ {
		if rs[i] != '咯' || !unicode.Is(unicode.Han, rs[i-1]) || strings.ContainsRune("这那嗰呢格咯一两二三几个每哪", rs[i-1]) {
			continue
		}
		if i+1 == len(rs) || isClauseBreak(rs[i+1]) || unicode.Is(unicode.Han, rs[i+1]) && rs[i+1] != '个' && rs[i+1] != '咯' {
			rs[i] = '的'
		}
	}
	// Wu 个 after a body place is "的" before the trouble: "我肾脏上个毛
	// 病". Not "上个病" alone, the last illness.
	for _, m := range mentions {
		i := m.Span[1] + 1
		if m.Type == ontology.TypeBodySite && validSpan(m.Span, len(rs)) && i+1 < len(rs) && rs[i] == '个' && (rs[i-1] == '上' || rs[i-1] == '里') &&
			(rs[i+1] == '病' || hasPrefixAny(rs[i+1:], []string{"毛病", "问题"}) > 0) {
			rs[i] = '的'
		}
	}
	var refs []Reference
	var taken [][2]int
	for _, m := range mentions {
		if m.Type == ontology.TypeAllergen && !allergyWordInClause(rs, m.Span, mentions) {
			continue // "can I cut the plasters to fit?": a drug's form, not the allergen, where no allergy is said
		}
		if !insideLongerWord(rs, m) { // 骨头's 头 holds no place of its own
			taken = append(taken, m.Span)
		}
	}
	proxy := zhSpeaksFor(string(rs))
	for _, m := range mentions {
		if m.Type != ontology.TypeDrugClass || !validSpan(m.Span, len(rs)) {
			continue
		}
		start, recent := widen(rs, m.Span[0])
		forRelative := relAt[start]
		if e := m.Assertion.Experiencer; !forRelative && e != "" && e != extract.Patient && !demonstrativeThem(rs, start) && !(proxy && patientPronounBefore(rs, start)) &&
			!dialectMyBefore(rs, start, m.Span[0]) && !addressedOnly(rs, start) && !reportedByRelative(rs, start) { // "my mum says … the puffer" (reportedby.go)
			if !relativePossesses(rs, [2]int{start, m.Span[1]}) {
				continue
			}
			forRelative = true
		}
		if allergyClause(rs, m.Span, mentions) {
			continue
		}
		span := [2]int{start, m.Span[1]}
		class := m.ConceptID
		if nounGivenBy(rs, m.Span) {
			// "the pill you brought up last time": a drug noun the lexicon
			// reads as a class (the contraceptive pill), made one drug by
			// who gave or spoke of it.
			class = ""
		}
		refs = append(refs, Reference{
			Text: string(orig[span[0]:span[1]]), Span: span,
			Kind: KindDrug, ClassID: class, Recent: recent, ForRelative: forRelative,
		})
		taken = append(taken, span)
	}
	// Each finder sees what the finders before it took.
	add := func(found []Reference) {
		for _, r := range found {
			r.Text = string(orig[r.Span[0]:r.Span[1]])
			refs = append(refs, r)
			taken = append(taken, r.Span)
		}
	}
	// "the new blood thiner": a class word misspelt (typoclass.go).
	add(typoClassRefs(rs, taken))
	// "身上长的那些小疙瘩", "growths on my skin": the growth may be a
	// symptom the matcher found, the skin a site; before the site's own
	// topic, which is all of the skin's conditions.
	add(skinGrowthRefs(rs, append(spansOf(refs), spansExcept(mentionsExcept(mentions, ontology.TypeSymptom), ontology.TypeBodySite)...)))
	add(sleepTroubleRefs(rs, taken)) // "我那个睡觉的毛病" (sleeptrouble.go)
	add(topicRefs(rs, mentions, refs))
	add(zhSpecialtyRefs(rs, taken))
	placed := enPlaceRefs(rs, mentions, refs)
	refs, placed = topicsAtPlace(orig, refs, placed) // "the skin thing on my face" (topicplace.go)
	taken = append(taken, spansOf(refs)...)
	add(placed)
	add(enFaultyPlaceRefs(rs, mentions, spansOf(refs)))
	// "with my chest the way it is" (siteasitis.go).
	add(siteAsItIsRefs(rs, mentions, spansOf(refs)))
	add(siteRestatedRefs(rs, mentions, spansOf(refs))) // "肝上那个 …好了的那个" (siterestated.go)
	add(organAskedRefs(rs, mentions, spansOf(refs)))   // "肝上那个到底要紧不要紧" (organasked.go)
	add(cantoHeartRefs(rs, spansOf(refs)))             // "我个心嘅毛病" (dialecttail.go)
	add(topicSubjectRefs(rs, mentions, spansOf(refs))) // "the sugar's why my feet tingle" (topicsubject.go)
	// "my maintenance for cholesterol", "the tablets for my pain": the
	// purpose may be a lab or a symptom the matcher found.
	// "the one I take for my bladder": or a body site (purposegap.go).
	add(enForRefs(orig, append(spansOf(refs), spansExcept(mentionsExcept(mentionsExcept(mentions, ontology.TypeSymptom), ontology.TypeBodySite), ontology.TypeLab)...)))
	// "that thing I was in hospital with": the fever may be a symptom the
	// matcher found (hospitalstay.go).
	add(hospitalStayRefs(rs, append(spansOf(refs), spansExcept(mentions, ontology.TypeSymptom)...)))
	// A relative clause may hold a mention ("the birth control I was on"):
	// only references may overlap it.
	add(relativeRefs(rs, mentions, spansOf(refs)))
	// "the new pain patch": the purpose may be a symptom the matcher found.
	add(enPurposeNounRefs(rs, append(spansOf(refs), spansExcept(mentions, ontology.TypeSymptom)...)))
	add(enStemRefs(rs, spansOf(refs))) // "the cholesterol-lowering jab" holds a mention
	add(somethingTakenRefs(rs, taken))
	// "that lump they cut out": the growth may be a symptom the matcher found.
	add(removedGrowthRefs(rs, append(spansOf(refs), spansExcept(mentions, ontology.TypeSymptom)...)))
	add(givenRefs(rs, taken))
	add(unavailableRefs(rs, taken))
	add(zhUnitRefs(rs, taken))
	add(scheduleRefs(rs, taken))
	add(orderedRefs(rs, taken))        // "the one you're halving", "你说先停的那个" (ordered.go)
	add(fromYearRefs(rs, taken))       // "the one from twenty nineteen", "2019年那个病" (fromyear.go)
	add(pregnancyOnsetRefs(rs, taken)) // "the thing I've had since I was carrying our youngest" (onset.go)
	add(zhEpisodeRefs(rs, mentions, spansOf(refs)))
	add(namedEpisodeRefs(rs, mentions, spansOf(refs)))
	add(determinedNamedRefs(rs, mentions, spansOf(refs))) // "我那个老胃病" (namedepisode.go)
	add(zhOrdinalRefs(rs, taken))
	if treated := append(append(append(append(treatedByRefs(rs, mentions), formTreatedRefs(rs, nil)...), foundWhenRefs(rs, mentions)...), treatedAtPlaceRefs(rs, mentions)...), scanWatchedRefs(rs)...); len(treated) > 0 {
		// The drug the condition is told by is no reference of its own.
		refs = slices.DeleteFunc(refs, func(r Reference) bool { return overlapsAny(r.Span, spansOf(treated)) })
		add(treated)
	}
	add(enOrdinalRefs(rs, taken))
	add(flaredRefs(rs, mentions, taken))             // "老毛病又来了", "it's playing up again, the wheezing" (flaredagain.go)
	add(organBearsRefs(rs, mentions, spansOf(refs))) // "will me ticker cope with the flight" (organbears.go)
	add(limitRefs(rs, mentions, spansOf(refs)))      // "the thing that won't let me kneel" (limits.go)
	add(lumpSaidRefs(rs, mentions, spansOf(refs)))   // "that lump in my neck" (lumpsaid.go)
	add(deviceTreatedRefs(rs, spansOf(refs)))        // "the one they put the stents in for" (devicetreated.go)
	add(specialtyRefs(rs, spansOf(refs)))            // "the thing I see the skin man aboot", "看内分泌科的那个" (specialty.go)
	// "做胃镜查出来的那个": the test is a mention the phrase holds.
	add(foundRefs(rs, mentions, spansOf(refs)))
	add(incidentalRefs(rs, mentions, spansOf(refs))) // "the one they found on the scan", "体检查出来的那个" (incidental.go)
	add(thingWhereRefs(rs, mentions, spansOf(refs)))
	add(placedThingRefs(rs, mentions, spansOf(refs)))
	add(asNeededRefs(rs, mentions, spansOf(refs)))
	add(enAsNeededRefs(rs, mentions, spansOf(refs)))
	add(dislocatedRefs(rs, taken)) // "and that one is it alright with a drink"
	add(forAnotherRefs(rs, taken)) // "and is that okay for the little one as well" (askedforanother.go)
	// "what I brought up last visit", "上趟侬讲个药" (lastsaid.go)
	said := sessionSaidRefs(rs, taken)
	add(said)
	add(startedFrameRefs(rs, taken)) // "since she went on that new one" (startedframe.go)
	add(zhFreqRefs(rs, taken))       // "一个月食一粒嘅骨头药" (howoften.go)
	add(regionalDetRefs(rs, taken))  // "迭个药", "嗰包粉", "那盒胶囊" (regionaldet.go)
	for _, p := range scanPhrases(rs) {
		if overlapsAny(p.span, taken) {
			continue
		}
		refs = append(refs, Reference{
			Text: string(orig[p.span[0]:p.span[1]]), Span: p.span,
			Kind: p.kind, Recent: p.recent,
		})
		taken = append(taken, p.span)
	}
	add(identityRefs(rs, mentions, taken))
	refSpans := spansOf(refs)
	// These phrases hold a mention ("治痛风的", "止疼的"): only other
	// references may overlap them.
	for _, r := range zhUseRefs(rs, mentions, refSpans) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
		taken = append(taken, r.Span)
	}
	// A class stem may hold a mention ("抗血小板的药"): only references
	// may overlap it.
	for _, r := range stemRefs(rs, mentions, spansOf(refs)) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
		taken = append(taken, r.Span)
	}
	for _, r := range zhBlameRefs(rs, taken) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
		taken = append(taken, r.Span)
	}
	// A colour or a place tells a drug only where no other phrase does:
	// "原来吃的那个白色的小片片" is the past drug, "the little pink tablets
	// for me thyroid" the thyroid's. "床头那个": a place may hold a body
	// site the matcher found (头).
	add(lookRefs(rs, taken, spansOf(refs)))
	// "嚼的那个", "the fizzy ones": a drug by how it is taken (looks.go).
	add(mannerRefs(rs, taken))
	add(underTongueRefs(rs, spansOf(refs)))   // "含在舌头底下的药" (sublingual.go)
	add(modifiedDrugRefs(rs, mentions, refs)) // "你说的那个帮着吸收钙的药" (modifieddrug.go)
	// "The blood pressure one, no sorry, I mean the new one you've just
	// given me": a self-correction retracts the references before it;
	// the one it settles on is read after it, by the pronoun finders too.
	if from, at := repairAt(rs); at >= 0 {
		if kept := slices.DeleteFunc(slices.Clone(refs), func(r Reference) bool { return r.Span[1] <= from }); len(kept) < len(refs) {
			refs = kept
			// What it settles on is in the clause after it.
			end := at
			for end < len(rs) && (rs[end] == ' ' || isClauseBreak(rs[end])) {
				end++
			}
			for end < len(rs) && !isClauseBreak(rs[end]) {
				end++
			}
			taken = append(taken, [2]int{0, at}, [2]int{end, len(rs) + 1})
		}
	}
	if len(refs) == 0 {
		// "And mine, can I…", "我那个，…": first, and besides what the
		// pronoun finders read, which stands when the window names no
		// one else's drug to set it against.
		own := enOwnRefs(rs, taken)
		if len(own) == 0 {
			own = zhOwnRefs(rs, taken)
		}
		refs = interactionRefs(rs, taken)
		if len(refs) == 0 {
			// "do I rub it in": only what goes on the skin.
			refs = appliedRefs(rs, taken)
		}
		if len(refs) == 0 {
			refs = backToRefs(rs, taken)
		}
		if len(refs) == 0 {
			// "Which one's doing that?" asks of the drugs the turn has not
			// named otherwise: after "one of my tablets" it is that one.
			refs = enBlameRefs(rs, taken)
		}
		if len(refs) == 0 {
			refs = pronounRefs(rs, taken)
		}
		if len(refs) == 0 {
			refs = zhTakenPronoun(rs, taken)
		}
		if len(refs) == 0 {
			refs = effectSubjectRefs(rs, mentions, taken)
		}
		if len(refs) == 0 {
			// "will they make me feel sick?", "it makes everything taste
			// like pennies" (othereffects.go)
			refs = otherEffectRefs(rs, mentions, taken)
		}
		if len(refs) == 0 {
			// "is that one off the table now?": what was just said.
			refs = justSaidRefs(rs, taken)
		}
		if len(refs) == 0 {
			// "can I drive home after that?", "how often am I doing that?"
			// (routineasked.go)
			refs = routineAskedRefs(rs, taken)
		}
		if len(refs) == 0 {
			// "could I have another crack at it?" (retaken.go)
			refs = retryRefs(rs, taken)
		}
		if len(refs) == 0 {
			// "那就吃那个呗", "换的这个" (takenthat.go)
			refs = zhTakenThatRefs(rs, taken)
		}
		if len(refs) == 0 {
			// "is that catching?", "这个会不会传染" (illnessasked.go)
			refs = illnessAskedRefs(rs, taken)
		}
		for _, o := range own {
			// The pronoun finders' "mine" is this one, taken as a drug by
			// the turn itself.
			refs = slices.DeleteFunc(refs, func(r Reference) bool {
				if !overlapsAny(r.Span, [][2]int{o.Span}) {
					return false
				}
				o.SessionOnly = o.SessionOnly || r.SessionOnly
				return true
			})
			refs = append([]Reference{o}, refs...)
		}
		for i := range refs {
			refs[i].Text = string(orig[refs[i].Span[0]:refs[i].Span[1]])
		}
	}
	// After the pronouns: "is it the same thing?" keeps its "it", and a
	// word no recorded condition is named by refers to nothing (Resolve).
	// The word may be a food or a body site ("my gluten thing"), never a
	// condition, drug or symptom of its own.
	held := [][2]int{}
	for _, r := range refs {
		held = append(held, r.Span)
	}
	for _, m := range mentions {
		switch m.Type {
		case ontology.TypeCondition, ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeSymptom:
			held = append(held, m.Span)
		}
	}
	for _, r := range namedConditionRefs(rs, held) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
		held = append(held, r.Span)
	}
	// "my breathing-at-night thing": a few words of its names.
	for _, r := range describedConditionRefs(rs, held) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
		held = append(held, r.Span)
	}
	// "the clot I had", "那个细菌": the word that heads the phrase
	// (headnamed.go); a word the matcher read, a body site too, heads
	// none ("the knee I had done").
	for _, r := range headNamedRefs(rs, append(held, spansExcept(mentions, "")...)) {
		r.Text = string(orig[r.Span[0]:r.Span[1]])
		refs = append(refs, r)
	}
	refs = describedRefs(rs, orig, mentions, refs) // "我那个一到冬天就犯的毛病 … 腿上干得起皮" (described.go)
	refs = flaredSigns(rs, mentions, refs)         // "那个老毛病又犯了，天一凉就咳" (flaredagain.go)
	treatedForWhich(rs, refs)                      // "the skin one for which I was going for that light treatment" (devicetreated.go)
	illnessAskedOf(rs, refs)                       // "这个病会遗传不咯" (illnessasked.go)
	sort.SliceStable(refs, func(i, j int) bool { return refs[i].Span[0] < refs[j].Span[0] })
	markDrugHeaded(rs, refs) // "上次你说的那个护肝的药" (determinerhead.go)
	for i := range refs {
		if refs[i].Kind == KindCondition && refs[i].Topic == "" && refs[i].Named == "" && !zhLeftBehind.MatchString(refs[i].Text) {
			// "俺前几年肺上漏气那个毛病": the organ said before the phrase is
			// what the condition is of; it is no other of the record's. Not
			// of what an operation there left behind ("脖子上那个手术做完以后
			// 落下的那个": the hypothyroidism, not the thyroid cancer).
			refs[i].Topic = siteBefore(rs, mentions, refs[i].Span)
		}
		if refs[i].Kind == KindCondition && refs[i].Topic == "" && refs[i].Named == "" {
			refs[i].Topic = zhOrganBefore(rs, refs[i].Span[0])
		}
	}
	placeHeads(refs)    // "that bug in my stomach" (headnamed.go)
	heartMouth(refs)    // "心口那块儿的毛病" (topics.go)
	layWidePlaces(refs) // "the stomach thing", "腰上那个毛病" (topics.go)
	// "my white patches problem" is of the skin, not a patch (skinpatch.go).
	refs = skinPatches(rs, orig, refs)
	// "my thyroid tablets" are the lexicon's "thyroid medicine" (stems.go).
	classByOtherNoun(refs)
	refs = visitTopics(rs, refs, mentions)
	if slices.ContainsFunc(refs, func(r Reference) bool { return r.Kind == KindDrug }) {
		// "脑梗那时候打的那个药": the illness dates the drug meant, and is
		// no reference of its own.
		refs = slices.DeleteFunc(refs, func(r Reference) bool { return r.Episode && strings.HasPrefix(r.Topic, "cond:") })
	}
	for i := range refs {
		if refs[i].Kind == KindDrug && refs[i].Ordinal == 0 {
			refs[i].Ordinal = enOrdinalOf(refs[i].Text)
		}
		if refs[i].Kind == KindCondition && validSpan(refs[i].Span, len(rs)) {
			onset, found := pregnancyOnsetTold(rs, refs[i].Span) // "since I was carrying our youngest" (onset.go)
			refs[i].PregnancyOnset = refs[i].PregnancyOnset || onset
			refs[i].PregnancyFound = refs[i].PregnancyFound || found
		}
	}
	refs = withoutResumptive(refs, rs)
	refs = restated(refs, rs)
	qualify(refs, text, mentions)
	// "Is the one I mentioned last time okay with my pill?": the session
	// the turn names is where the one said there was said; the turn's
	// other drug is the patient's now (lastsaid.go).
	// "I mentioned" is the said one's too; a date the turn holds stays
	// every reference's anchor.
	if saidSpans := spansOf(said); len(saidSpans) > 0 {
		dated := containsAnyWord(strings.ToLower(text), anchorWords)
		for i := range refs {
			if !overlapsAny(refs[i].Span, saidSpans) {
				refs[i].LastTime, refs[i].BeforeLast, refs[i].FirstSession, refs[i].Back, refs[i].Mentioned = false, false, false, 0, false
				refs[i].Anchored = dated || len(refs[i].Months) > 0 || refs[i].YearsAgo > 0
			}
		}
	}
	for i := range refs {
		if validSpan(refs[i].Span, len(rs)) {
			refs[i].Said = strings.ToLower(clauseAround(rs, refs[i].Span))
			refs[i].Besides = drugsBeside(rs, mentions, refs[i])
		}
		refs[i].TakenNow = refs[i].Kind == KindDrug && takenNowBefore(rs, refs[i].Span)
		refs[i].OfAnother = refs[i].Kind == KindDrug && saidOfAnother(rs, refs[i].Span)
		if relAt[refs[i].Span[0]] {
			refs[i].OfAnother, refs[i].ForRelative = refs[i].Kind == KindDrug, true
		}
		refs[i].CarerAsked = refs[i].ForRelative && refs[i].Kind == KindDrug && carerAskedOf(rs, refs[i].Span)
		if refs[i].Kind == KindDrug && !proxy && takenByAnother(rs, refs[i].Span[0]) {
			// "我儿子打了那个针": the son's, not the patient's, unless the
			// son is the patient a carer speaks for ("我妈吃了那个药以后").
			refs[i].OfAnother, refs[i].ForRelative = true, true
			// What it did to them is the patient's complaint then.
			refs[i].Complaints = append(refs[i].Complaints, takersComplaints(rs, refs[i].Span, mentions, refs[i].Complaints)...)
		}
	}
	return slices.DeleteFunc(refs, func(r Reference) bool {
		words := strings.Fields(strings.ToLower(r.Text))
		return r.Kind == KindCondition && !r.Past && len(words) > 0 && enEpisode[words[len(words)-1]]
	})
}

// zhProxy says the speaker is the patient's relative, speaking for them:
// "我是他妈。", "我是孩子妈妈。", "我是她女儿，替我妈问一下。". The extractor
// reads the relative's word as the experiencer of what follows; the
// patient is then 他 or 她.
var zhProxy = regexp.MustCompile(`我是(他|她|孩子|病人|患者)的?(妈妈|妈|爸爸|爸|老婆|老公|爱人|女儿|儿子|闺女|家属|媳妇|奶奶|爷爷|姥姥|姥爷|外婆|外公)|` +
	`(替|帮|代)(我|俺)(妈妈|妈|爸爸|爸|老婆|老公|爱人|女儿|儿子|闺女|奶奶|爷爷|婆婆|公公|老伴)问`)

// zhSpeaksFor reports whether text says, as zhProxy, that the speaker
// speaks for the patient, leaving out a question put for a relative first
// ("先帮我老伴问一句", extract.WithoutAskedFirst): the speaker is the
// patient, asking for someone else on the way.
func zhSpeaksFor(text string) bool {
	return zhProxy.MatchString(extract.WithoutAskedFirst(text))
}

// patientPronounBefore reports whether 他 or 她 (他的, 她的) stands right
// before start: in a proxy's turn, the patient's.
func patientPronounBefore(rs []rune, start int) bool {
	return hasSuffixAny(rs[:start], []string{"他的", "她的", "他", "她"}) > 0
}

// siteBefore returns the body site named last in the clause before span,
// when conditions are grouped by it (isTopic), or "".
func siteBefore(rs []rune, mentions []extract.Mention, span [2]int) string {
	site := ""
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || m.Span[1] > span[0] || !validSpan(m.Span, len(rs)) || !placeSaid(rs, m) {
			continue
		}
		between := rs[m.Span[1]:span[0]]
		if strings.ContainsFunc(string(between), isClauseBreak) {
			continue
		}
		site = m.ConceptID
		if m.Span[1] < len(rs) && rs[m.Span[1]] == '甲' && digitSites[m.ConceptID] {
			// "大脚趾甲那个毛病": the nail of the toe, as "趾甲" alone is; the
			// matcher takes the longer "大脚趾" and leaves the 甲.
			site = "site:nail"
		}
	}
	return site
}

// digitSites are the toes and fingers, whose nail is said by 甲 after them.
var digitSites = map[string]bool{"site:toe": true, "site:big_toe": true, "site:finger": true, "site:thumb": true, "site:little_finger": true, "site:ring_finger": true}

// zhOrgans are organs said by one character that the lexicon does not
// list, since alone it has an everyday sense (胆 is also courage: "胆子大"):
// said as a place ("我胆上那个毛病"), it is the organ.
var zhOrgans = map[rune]string{'胆': "site:gallbladder"}

// zhOrganPlaces make an organ character a place, right after it.
var zhOrganPlaces = []string{"上面", "上头", "上", "里头", "里面", "里"}

// zhOrganBefore returns the organ of zhOrgans said as a place right
// before start ("胆上那个毛病"), or "".
func zhOrganBefore(rs []rune, start int) string {
	if start > len(rs) {
		return ""
	}
	n := hasSuffixAny(rs[:start], zhOrganPlaces)
	if n == 0 || start-n < 1 {
		return ""
	}
	return zhOrgans[rs[start-n-1]]
}

// zhBlameTails follow 药 when the turn asks whether a drug caused what it
// complains of: "是不是药闹的", "吃哪个药吃的", "哪个药的事儿". The
// reference is any of the patient's drugs; the complaint ranks them.
var (
	// 得 for 的 is a common spelling of it ("是么子药搞得咯？").
	zhBlameTails = []string{"闹的", "吃出来的", "吃的", "整的", "引起的", "搞的", "弄的", "的事", "的原因", "的副作用", "的问题", "的缘故",
		"闹得", "整得", "搞得", "弄得", "的 side effect", "的side effect",
		// What is wrong with it, or what it brought on: "吃的哪个药不对劲",
		// "是不是药惹的祸".
		"不对劲", "不对头", "惹的祸", "惹的", "害的", "造成的", "导致的",
		// Asked whether it is to do with the drug: "是不是吃的药有问题",
		// "跟我吃的药有没有关系".
		"有问题", "出问题", "有没有问题", "有关系", "有没有关系", "有关", "有没有关"}
	// 么子 is the Hunanese and 啥子 the Sichuan "什么".
	zhBlameHeads = []string{"哪个", "哪种", "哪样", "那个", "这个", "什么", "么子", "啥子", "啥"}
	// notADrugOfTheRecord: 中药, 草药, 补药 are remedies no record holds.
	notADrugOfTheRecord = []string{"中", "草", "补"}
)

func zhBlameRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	drugSaid := -1 // where 药 was last said: "那几个药里头哪个闹的"
	for i, r := range rs {
		if r == '药' {
			drugSaid = i
		}
		if isClauseBreak(r) && r != '，' && r != ',' {
			drugSaid = -1
		}
		if n := hasPrefixAny(rs[i:], []string{"哪个", "哪种"}); n > 0 && drugSaid >= 0 && drugSaid < i {
			if m := hasPrefixAny(rs[i+n:], zhBlameTails); m > 0 {
				span := [2]int{i, i + n + m}
				if !overlapsAny(span, taken) {
					out = append(out, Reference{Span: span, Kind: KindDrug})
					taken = append(taken, span)
				}
				continue
			}
		}
		if r != '药' {
			continue
		}
		n := hasPrefixAny(rs[i+1:], zhBlameTails)
		if n == 0 {
			n = doubledUseVerb(rs, i)
		}
		if n == 0 || hasSuffixAny(rs[:i], notADrugOfTheRecord) > 0 {
			continue
		}
		span := [2]int{i - hasSuffixAny(rs[:i], zhBlameHeads), i + 1 + n}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
		taken = append(taken, span)
	}
	return out
}

// doubledUseVerb returns the length of "<verb>的" after the 药 at i when
// the same verb of using stands before it: "用药用的", "喷药喷的", "抹药抹的"
// blame the drug as "吃药吃的" does (zhBlameTails). A verb that is not
// doubled ("药用的酒精", "用药用多少") blames nothing.
func doubledUseVerb(rs []rune, i int) int {
	if i == 0 || i+2 >= len(rs) || !strings.ContainsRune("用喷抹涂擦贴点滴", rs[i-1]) || rs[i+1] != rs[i-1] || rs[i+2] != '的' {
		return 0
	}
	return 2
}

func validSpan(s [2]int, n int) bool { return s[0] >= 0 && s[0] < s[1] && s[1] <= n }

func overlapsAny(s [2]int, spans [][2]int) bool {
	for _, t := range spans {
		if s[0] < t[1] && t[0] < s[1] {
			return true
		}
	}
	return false
}

// clauseBreaks end a clause for the allergy check.
const clauseBreaks = "。！？；，、,.;!?\n"

func isClauseBreak(r rune) bool {
	for _, b := range clauseBreaks {
		if r == b {
			return true
		}
	}
	return false
}

// allergyCondition is the lexicon's generic allergy condition: the matcher
// reports "过敏" and "allergy" as it, and in a turn it plays the part of an
// allergy word.
const allergyCondition = "cond:allergy"

// allergyClause reports whether an allergy word or allergen mention shares a
// clause with span.
// allergyWordInClause reports whether the clause of span says allergy in a
// word of its own ("allergic", "过敏"), not only by naming an allergen.
func allergyWordInClause(rs []rune, span [2]int, mentions []extract.Mention) bool {
	var words []extract.Mention
	for _, m := range mentions {
		if m.Type == "allergy_word" || m.ConceptID == allergyCondition {
			words = append(words, m)
		}
	}
	return allergyClause(rs, span, words)
}

func allergyClause(rs []rune, span [2]int, mentions []extract.Mention) bool {
	lo, hi := span[0], span[1]
	for lo > 0 && !isClauseBreak(rs[lo-1]) {
		lo--
	}
	for hi < len(rs) && !isClauseBreak(rs[hi]) {
		hi++
	}
	for _, m := range mentions {
		allergy := m.Type == "allergy_word" || m.Type == ontology.TypeAllergen || m.ConceptID == allergyCondition
		if allergy && m.Span[0] >= lo && m.Span[1] <= hi {
			return true
		}
	}
	return false
}

// Chinese words that may precede a class word inside one noun phrase.
// Longest first within each list, so "那个" wins over "那".
var (
	zhRecent = newPrefixWords(zhRecency(true))
	zhPlain  = []string{"我现在吃的", "我正在吃的", "我在吃的", "现在吃的", "正在吃的", "我吃的", "我的", "那个", "这个", "那种", "这种", "那款", "这款",
		"嗰只", "嗰个", "嗰支", "呢只", "呢个", "呢支", "咯个", "那", "这"}
	// 咯个 is the Hunanese "this" ("咯个药是每天都要吃？").
	// Cantonese 嗰啲, 呢啲 ("嗰啲药 要唔要饭后先食", barethat.go).
	zhDet = []string{"嗰啲", "呢啲", "那个", "这个", "那种", "这种", "那款", "这款", "那支", "这支", "那只", "这只", "嗰只", "呢只", "嗰支", "呢支", "嗰个", "呢个", "格只", "格个", "咯个", "那", "这"}
	// zhNewDet are recency words that make a bare "药" a reference on their
	// own ("新开的药"); a bare "新药" is too often "a new drug" in general.
	zhNewDet = newPrefixWords(zhRecency(false))
	// A drip is said by its bottle ("这个吊瓶挂着的时候"): the drug in it.
	zhDrug = []string{"药物", "药片", "药丸", "眼药水", "药膏", "药水", "针剂", "膏子", "膏药", "吊瓶", "吊针", "点滴", "药", "针"}
	zhCond = []string{"老毛病", "毛病", "疾病", "病症", "病"}
	// zhNotNoun follows "药"/"病" when the character is part of another word
	// ("药店", "病人").
	// 药盒, 药费, 药单: the pill box, the cost, the list, no drug
	// (compoundnoun_test.go).
	zhNotNoun = "店房师厂方学人历假号床友毒菌盒费单"
)

// Chinese recency words are a word of newness, a verb of starting a drug
// and the particle that joins them to what they qualify: "新开的", "刚换的",
// "新加上的", Cantonese "新加嘅", Wu "新配个", Henan "刚开哩", and Shanghainese
// 额 as typed for 的 ("新开额那只降脂药": 额 is the spoken 的 there, as in
// "我额药", "老额"; a filler 额 stands before what it hesitates over, never
// between a verb of starting and its drug). Before a
// determiner or a class word the particle may be left out ("新加嗰只降糖药",
// "新开降压药"), after the strong words of newness only. "拿" is not among
// the verbs: "刚拿的药" is as often a refill of an old one.
var (
	zhNewHeads = []string{"最近新", "刚刚", "新", "刚"}
	// "最近开的", "才给我开的", "最后加的", "后来开的": never without a particle.
	zhLateHeads = []string{"最近", "才", "最后", "后来"}
	// The one it is given to may follow the verb: "刚开给我的", Wu "刚刚换拨我个".
	zhStartVerbs = []string{"给我开", "给我加", "给我换", "开给我", "加给我", "换给我", "开拨我", "加拨我", "换拨我", "给开", "开上", "加上", "换上", "添上", "开", "换", "加", "添", "配", "上"}
	zhLateVerbs  = []string{"给我开", "给我加", "给我换", "开给我", "加给我", "换给我", "开拨我", "加拨我", "换拨我", "给开", "开上", "加上", "换上", "添上", "开", "换", "加", "添"}
	zhJoins      = []string{"的", "嘅", "咯", "哩", "额"}
)

// zhRecency returns the recency words that qualify what they stand
// before, longest first; with bare, also those without a particle, and
// "新" alone.
func zhRecency(bare bool) []string { return zhRecencyOf(zhStartVerbs, bare) }

// zhTurnRecency returns the recency words that make a whole turn ask for
// the newest drug: not those of 配 and bare 上, which say as much of
// glasses and nurses ("新配的眼镜", "新上的护士").
func zhTurnRecency() []string {
	return zhRecencyOf(slices.DeleteFunc(slices.Clone(zhStartVerbs), func(v string) bool { return v == "配" || v == "上" }), false)
}

func zhRecencyOf(verbs []string, bare bool) []string {
	out := []string{"最新的"}
	join := func(heads, verbs []string, tails []string) {
		for _, h := range heads {
			for _, v := range verbs {
				for _, t := range tails {
					out = append(out, h+v+t)
				}
			}
		}
	}
	join(zhNewHeads, verbs, zhJoins)
	join(zhLateHeads, zhLateVerbs, zhJoins)
	if bare {
		join(zhNewHeads, verbs, []string{"个", ""})
		out = append(out, "新")
	}
	sort.SliceStable(out, func(i, j int) bool { return utf8.RuneCountInString(out[i]) > utf8.RuneCountInString(out[j]) })
	return slices.Compact(out)
}

// English words that may precede a class word or a reference noun.
var (
	enRecent = map[string]bool{"new": true, "newest": true, "latest": true, "recent": true, "newly": true}
	enPlain  = map[string]bool{"that": true, "this": true, "the": true, "my": true, "them": true, "prescribed": true, "current": true, "di": true, "ma": true,
		"dat": true, "dis": true}
	// "di" is the patois "the", "dat" and "dis" its "that" and "this", "ma"
	// the Scots "my": "di new pressure tablet", "dat likkle tablet", "dae
	// ma IV antibiotics".
	enDet = map[string]bool{"that": true, "this": true, "the": true, "my": true, "those": true, "these": true, "them": true, "di": true, "ma": true,
		"dat": true, "dis": true}
	enDrug = map[string]bool{"pill": true, "medicine": true, "medication": true, "drug": true, "tablet": true, "med": true,
		"pills": true, "medicines": true, "medications": true, "drugs": true, "tablets": true, "meds": true, "inhaler": true, "inhalers": true,
		"capsule": true, "capsules": true, "injection": true, "injections": true, "jab": true, "jag": true, "jags": true, "patch": true, "patches": true,
		"plaster": true, "plasters": true, "cream": true, "ointment": true, "drops": true, "shot": true, "shots": true, "drip": true, "infusion": true, "wafers": true,
		"depot": true, "infusions": true, "jabs": true, "drips": true,
		// Other dosage forms: "the shampoo you mentioned", "that gel".
		"shampoo": true, "shampoos": true, "lotion": true, "lotions": true, "gel": true, "gels": true, "spray": true, "sprays": true,
		"lozenge": true, "lozenges": true, "syrup": true, "suppository": true, "suppositories": true, "pessary": true, "pessaries": true,
		"sachet": true, "sachets": true, "mouthwash": true,
		// "that rub", "the deep heat rub": put on the skin.
		"rub": true, "rubs": true}
	// enOld are words of a past drug inside its phrase ("that old BP
	// tablet"); the turn's past words make the reference a past one.
	enOld  = map[string]bool{"old": true, "previous": true, "former": true, "original": true}
	enCond = map[string]bool{"condition": true, "disease": true, "illness": true, "diagnosis": true}
	// enEpisode are condition nouns only when the turn places them in the
	// past ("that episode a few years back"); "that episode" alone is as
	// often one of a series.
	enEpisode = map[string]bool{"episode": true}
	// enNotNoun follows a reference noun used as a modifier ("the pill bottle").
	enNotNoun = map[string]bool{"bottle": true, "box": true, "cabinet": true, "list": true, "store": true, "shop": true, "organizer": true, "case": true, "label": true, "cost": true, "price": true}
)

// widen moves start left over the determiners, possessives and recency
// words in front of a class word, and reports whether a recency word was
// among them.
func widen(rs []rune, start int) (int, bool) {
	recent := false
	for {
		if n := hasSuffixAny(rs[:start], zhRecent.words); n > 0 {
			start -= n
			recent = true
			continue
		}
		if n := hasSuffixAny(rs[:start], zhPlain); n > 0 {
			start -= n
			continue
		}
		ws, w := wordBefore(rs, start)
		switch {
		case enRecent[w]:
			recent = true
		case enPlain[w], enOld[w]:
		default:
			return start, recent
		}
		start = ws
	}
}

// hasSuffixAny returns the rune length of the first word in words that rs
// ends with, or 0.
// zhItVerbs take, use, stop or change a drug: 它 after them ("吃了它"),
// or moved before one by 把 ("把它停了"), is what is taken.
var (
	zhItVerbs    = append([]string{"喝", "用", "喷", "抹", "涂", "擦", "滴", "贴", "停", "减", "换"}, zhTakeVerbs...)
	zhAspect     = []string{"了", "过", "着"}
	zhPutVerbs   = []string{"停", "减", "加", "换", "断", "戒"}
	zhAfterTaken = []string{"吃", "一吃", "我一吃", "我吃"}
	// zhHowTaken may stand between 它 and its taking: "它一般得吃多久".
	zhHowTaken = []string{"一般", "得", "要", "还", "都", "能", "可以", "该", "需要", "到底", "一天", "每天", "最好", "是",
		// When it is taken against a meal or the day: "它是得跟着饭吃".
		"跟着饭", "跟饭", "随饭", "饭前", "饭后", "空腹", "空着肚子", "早上", "晚上", "睡前", "一块儿", "一起"}
)

// zhTakenPronoun finds a 它 that stands for a drug taken: after a verb of
// taking ("吃了它就犯困"), before one ("它一吃我就犯困"), or moved by 把 to a
// verb of stopping or changing ("把它停了行不行"). Only where no other
// reference was found.
func zhTakenPronoun(rs []rune, taken [][2]int) []Reference {
	for i, r := range rs {
		if r != '它' || overlapsAny([2]int{i, i + 1}, taken) || i+1 < len(rs) && rs[i+1] == '们' {
			continue
		}
		before, after := rs[:i], rs[i+1:]
		verb := before[:len(before)-hasSuffixAny(before, zhAspect)] // "吃了它": the verb before the aspect
		// "它一般得吃多久": words of how or whether, then the taking.
		for n := hasPrefixAny(after, zhHowTaken); n > 0; n = hasPrefixAny(after, zhHowTaken) {
			after = after[n:]
		}
		if hasSuffixAny(before, []string{"把"}) > 0 && hasPrefixAny(after, zhPutVerbs) > 0 ||
			hasPrefixAny(after, zhAfterTaken) > 0 || hasSuffixAny(verb, zhItVerbs) > 0 || injectedIt(before, after) {
			return []Reference{{Span: [2]int{i, i + 1}, Kind: KindDrug}}
		}
	}
	return nil
}

// injectedIt reports whether the 它 between before and after is a drug
// injected: "打了它胃会不会难受" asks of the injection just named. Only with
// the aspect (打了它, 打过它) opening its clause: the patient is given an
// injection, never gives one, so "我打了它" is to hit, as is 打 with a
// count of blows after it ("打了它好几下").
func injectedIt(before, after []rune) bool {
	n := hasSuffixAny(before, []string{"打了", "打过"})
	if n == 0 || len(before) > n && !isClauseBreak(before[len(before)-n-1]) {
		return false
	}
	return hasPrefixAny(after, []string{"一下", "两下", "几下", "好几下", "一顿", "一巴掌", "一拳", "一脚"}) == 0
}

func hasSuffixAny(rs []rune, words []string) int {
	for _, w := range words {
		n := utf8.RuneCountInString(w)
		if n <= len(rs) && runesEqual(rs[len(rs)-n:], w) {
			return n
		}
	}
	return 0
}

// prefixWords are words tried at every position of an utterance, indexed
// by their first rune: the recency words, built from parts, run to
// hundreds, and trying each at each position cost a context milliseconds.
type prefixWords struct {
	words   []string
	byFirst map[rune][][]rune // in the order of words
}

func newPrefixWords(words []string) prefixWords {
	p := prefixWords{words: words, byFirst: map[rune][][]rune{}}
	for _, w := range words {
		rs := []rune(w)
		if len(rs) > 0 {
			p.byFirst[rs[0]] = append(p.byFirst[rs[0]], rs)
		}
	}
	return p
}

// at returns the rune length of the first of the words that rs starts
// with, or 0, as hasPrefixAny does.
func (p prefixWords) at(rs []rune) int {
	if len(rs) == 0 {
		return 0
	}
	for _, w := range p.byFirst[rs[0]] {
		if len(w) <= len(rs) && slices.Equal(rs[:len(w)], w) {
			return len(w)
		}
	}
	return 0
}

// hasPrefixAny returns the rune length of the first word in words that rs
// starts with, or 0.
func hasPrefixAny(rs []rune, words []string) int {
	for _, w := range words {
		n := utf8.RuneCountInString(w)
		if n <= len(rs) && runesEqual(rs[:n], w) {
			return n
		}
	}
	return 0
}

// runesEqual reports whether rs spells w. It is called for every word at
// every position of an utterance, on every context: it must not allocate.
func runesEqual(rs []rune, w string) bool {
	i := 0
	for _, r := range w {
		if i == len(rs) || rs[i] != r {
			return false
		}
		i++
	}
	return i == len(rs)
}

func isWordRune(r rune) bool { return r < 0x2E80 && (unicode.IsLetter(r) || r == '\'') }

// wordBefore returns the English word that ends, after one or more spaces,
// right before position end, and its start. It returns "" when there is
// none.
func wordBefore(rs []rune, end int) (int, string) {
	i := end
	for i > 0 && rs[i-1] == ' ' {
		i--
	}
	if i == end {
		return end, ""
	}
	j := i
	for j > 0 && isWordRune(rs[j-1]) {
		j--
	}
	if j == i {
		return end, ""
	}
	return j, string(rs[j:i])
}

type phrase struct {
	span   [2]int
	kind   string
	recent bool
}

// scanPhrases finds demonstrative drug and condition phrases.
func scanPhrases(rs []rune) []phrase {
	var out []phrase
	for i := 0; i < len(rs); i++ {
		if p, ok := zhPhrase(rs, i); ok {
			out = append(out, p)
			i = p.span[1] - 1
		} else if p, ok := zhSaidRef(rs, i); ok {
			out = append(out, p)
			i = p.span[1] - 1
		}
	}
	words := splitWords(rs)
	for k := 0; k < len(words); k++ {
		if p, n, ok := enPhrase(rs, words, k); ok {
			out = append(out, p)
			k += n - 1
		}
	}
	return out
}

// zhSaidThat is what the patient was told or told of, left unnamed: "上回
// 说那个，吃了三天", "你上次开的那个，还吃不吃". A bare 那个 after a verb of
// saying or prescribing, ending its clause, points at a drug.
var zhSaidThat = []string{"说的那个", "说那个", "提的那个", "提那个", "讲的那个", "讲那个", "开的那个", "开那个", "聊的那个"}

// zhSaidRef returns the reference of a zhSaidThat phrase at i, if it ends
// its clause.
func zhSaidRef(rs []rune, i int) (phrase, bool) {
	n := hasPrefixAny(rs[i:], zhSaidThat)
	if n == 0 {
		return phrase{}, false
	}
	end := i + n
	if end < len(rs) && !isClauseBreak(rs[end]) && rs[end] != '吃' && rs[end] != '用' && !pausedSaid(rs, end) {
		return phrase{}, false
	}
	return phrase{span: [2]int{i, end}, kind: KindDrug}, true
}

// zhPhrase matches determiner? recency? 的? noun at i: "那个药", "这药",
// "那个新药", "新开的药", "那个病".
func zhPhrase(rs []rune, i int) (phrase, bool) {
	j := i
	det := hasPrefixAny(rs[j:], zhDet)
	j += det
	rec := zhRecent.at(rs[j:])
	newDet := zhNewDet.at(rs[j:]) > 0
	j += rec
	if det == 0 && !newDet {
		return phrase{}, false
	}
	for _, c := range []struct {
		kind  string
		nouns []string
	}{{KindDrug, zhDrug}, {KindCondition, zhCond}} {
		n := hasPrefixAny(rs[j:], c.nouns)
		if n == 0 {
			continue
		}
		end := j + n
		if end < len(rs) && containsRune(zhNotNoun, rs[end]) {
			return phrase{}, false
		}
		if c.kind == KindCondition && rec > 0 {
			// "新病" is not a phrase anyone uses for a known condition.
			return phrase{}, false
		}
		return phrase{span: [2]int{i, end}, kind: c.kind, recent: rec > 0}, true
	}
	return phrase{}, false
}

func containsRune(s string, r rune) bool {
	for _, c := range s {
		if c == r {
			return true
		}
	}
	return false
}

type word struct {
	start, end int
	text       string
}

// enTroubleWords end a phrase that describes a condition by a word before
// them: "my gluten thing", "the valve problem".
var enTroubleWords = map[string]bool{"thing": true, "problem": true, "issue": true, "condition": true, "trouble": true, "business": true}

// namedConditionRefs finds "(my|the|that|this) <word> (thing|problem|…)"
// where the word is no mention: a condition named by a word of its own
// names, which Resolve looks for among the record's conditions.
func namedConditionRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := 1; k+1 < len(words); k++ {
		det, w, end := words[k-1], words[k], words[k+1]
		if !enTroubleWords[end.text] || !enNamedDet[det.text] && !dialectMy(words, k-1) || len([]rune(w.text)) < 3 || enNotNamed[w.text] {
			continue
		}
		span := [2]int{det.start, end.end}
		if overlapsAny(span, taken) {
			continue
		}
		if site := enEverydaySites[w.text]; site != "" && (site != topicBlood || bloodOwn(lower, det, end)) {
			// "my back thing": a place, not a word of the condition's names.
			out = append(out, Reference{Span: span, Kind: KindCondition, Topic: site})
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Named: w.text})
	}
	return out
}

// bloodOwn reports whether "<det> blood thing" is the patient's own
// trouble of the blood ("my blood thing the one where I can't soak up the
// vitamin"): said with "my", and not what came back from a test ("the
// blood thing came back fine", "my blood thing results").
func bloodOwn(lower []rune, det, end word) bool {
	if det.text != "my" && det.text != "me" && det.text != "ma" && det.text != "mi" {
		return false
	}
	after := " " + strings.TrimLeft(string(lower[end.end:]), " ,")
	return !strings.HasPrefix(after, " came back") && !strings.HasPrefix(after, " come back") && !strings.HasPrefix(after, " result") &&
		!strings.HasPrefix(after, " test")
}

var (
	// enEverydaySites are body places the matcher leaves unread, being
	// everyday words ("go back"), each with the topic of its conditions.
	// Lay words for an organ or what it does are read so too: "the
	// waterworks business" is passing water's trouble (the prostate's or
	// the bladder's, not an infection's), "me bones" the bones', "me
	// ticker" the heart's.
	enEverydaySites = map[string]string{"back": topicBack, "blood": topicBlood, "waterworks": topicUrination, "bones": topicBones,
		"ticker": "site:heart"}
	enNamedDet = map[string]bool{"my": true, "the": true, "that": true, "this": true}
	// enNotNamed are words that describe no condition by its names.
	enNotNamed = map[string]bool{"same": true, "other": true, "whole": true, "main": true, "only": true, "real": true,
		"new": true, "old": true, "last": true, "first": true, "next": true, "big": true, "little": true, "weird": true,
		// a determiner said twice ("the, the thing") names nothing
		"the": true, "that": true, "this": true}
)

// splitWords returns the English words of rs.
func splitWords(rs []rune) []word {
	var out []word
	for i := 0; i < len(rs); {
		if !isWordRune(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && isWordRune(rs[j]) {
			j++
		}
		out = append(out, word{start: i, end: j, text: string(rs[i:j])})
		i = j
	}
	return out
}

// enPhrase matches determiner recency* noun at word k ("that pill", "the new
// pill", "my latest medication", "that condition"), returning the number of
// words it covers. The words must be separated by spaces only.
func enPhrase(rs []rune, words []word, k int) (phrase, int, bool) {
	if !enDet[words[k].text] && !dialectMy(words, k) {
		return phrase{}, 0, false
	}
	j := k + 1
	recent := false
	// "that once-a-year drip", "the twice-daily inhaler": how often it is
	// taken, said as one hyphened word.
	j += howOftenCompound(rs, words, j)
	// "the new pill", "the purple pill", "them little white tablets".
	for j < len(words) && j-k <= 3 && (enRecent[words[j].text] || pronounModifiers[words[j].text]) && spaced(rs, words[j-1], words[j]) {
		recent = recent || enRecent[words[j].text]
		j++
	}
	if j >= len(words) || !spaced(rs, words[j-1], words[j]) {
		return phrase{}, 0, false
	}
	kind := ""
	noun := strings.TrimSuffix(words[j].text, "'s")
	switch {
	case enDrug[noun]:
		kind = KindDrug
	case (enCond[noun] || enEpisode[noun]) && !recent:
		kind = KindCondition
	default:
		return phrase{}, 0, false
	}
	if j+1 < len(words) && enNotNoun[words[j+1].text] && spaced(rs, words[j], words[j+1]) {
		return phrase{}, 0, false
	}
	if (noun == "patch" || noun == "patches") && markAt(rs, words[k].start) {
		return phrase{}, 0, false // "these white patches in my mouth"
	}
	end := words[j].end
	if noun != words[j].text {
		end -= 2 // the noun without its 's
	}
	return phrase{span: [2]int{words[k].start, end}, kind: kind, recent: recent}, j - k + 1, true
}

// howOftenWords make up a hyphened word of how often a drug is taken:
// "once-a-year", "twice-daily", "three-times-a-day", "once-weekly".
var howOftenWords = map[string]bool{"once": true, "twice": true, "three": true, "four": true, "times": true, "a": true, "per": true,
	"every": true, "day": true, "week": true, "fortnight": true, "month": true, "year": true, "daily": true, "weekly": true,
	"monthly": true, "yearly": true, "nightly": true}

// howOftenCompound returns the number of words from j that are one
// hyphened howOftenWords word ("once-a-year"), 0 if none is there. A single
// word ("weekly") is a pronounModifiers word already.
func howOftenCompound(rs []rune, words []word, j int) int {
	n := 0
	for j+n < len(words) && howOftenWords[words[j+n].text] && (n == 0 || rs[words[j+n-1].end] == '-' && words[j+n].start == words[j+n-1].end+1) {
		n++
	}
	if n < 2 || j+n >= len(words) || !spaced(rs, words[j+n-1], words[j+n]) {
		return 0
	}
	return n
}

// markAt reports whether a bodyPatch phrase (a mark on or in the body)
// starts within the few words from start.
func markAt(rs []rune, start int) bool {
	lower := strings.ToLower(string(rs))
	from := len(string(rs[:start]))
	loc := bodyPatch.FindStringIndex(lower[from:])
	return loc != nil && utf8.RuneCountInString(lower[from:from+loc[0]]) <= 20
}

// afterPreposition are the words after which a dialect "me" is "my"
// ("one of me tablets", "off me pills"); after a verb it is the object
// ("they gave me tablets").
var afterPreposition = map[string]bool{"of": true, "in": true, "on": true, "off": true, "with": true, "for": true, "from": true, "about": true}

// dialectMy reports whether word k is a "me" that means "my".
func dialectMy(words []word, k int) bool {
	return words[k].text == "me" && k > 0 && (afterPreposition[words[k-1].text] || questionAux[words[k-1].text])
}

// dialectMyBefore reports whether the Scots "ma" or "mah", "my", opens
// the phrase from start, or stands right before it, or one word before it
// ("tae dae ma IV antibiotics"): the extractor reads a mother there, but a
// mother is "my ma", "ma's".
func dialectMyBefore(rs []rune, start, at int) bool {
	if start < 0 || start > at || at > len(rs) {
		return false
	}
	if w := strings.ToLower(string(rs[start:at])); strings.HasPrefix(w, "ma ") || strings.HasPrefix(w, "mah ") {
		_, before := wordBefore(rs, start)
		return !enDet[strings.ToLower(before)] && strings.ToLower(before) != "your"
	}
	for k, at := 0, start; k < 2; k++ {
		s, w := wordBefore(rs, at)
		if w == "" {
			return false
		}
		if w = strings.ToLower(w); w == "ma" || w == "mah" {
			_, before := wordBefore(rs, s)
			return !enDet[strings.ToLower(before)] && strings.ToLower(before) != "your"
		}
		at = s
	}
	return false
}

// enAddressWords are the words a patient calls the listener by ("yeah so
// mate, the new sugar tablet…", "cheers pal"), which the extractor reads as
// a friend. enAddressLeads are the discourse words before such a word.
var (
	enAddressWords = map[string]bool{"mate": true, "pal": true, "buddy": true, "bud": true}
	enAddressLeads = map[string]bool{"yeah": true, "yes": true, "so": true, "look": true, "well": true, "hey": true, "oi": true, "right": true,
		"cheers": true, "thanks": true, "listen": true, "ok": true, "okay": true, "sorry": true, "ah": true, "oh": true}
)

// addressedOnly reports whether the only person the turn names before at is
// the listener, called by an address word after a discourse word ("yeah so
// mate the new sugar tablet") or set off by a comma ("Mate, my sugar
// tablet…"): what follows is the patient's. "My mate's sugar tablet", "a
// mate of mine", "Mate reckons…" name a friend.
func addressedOnly(rs []rune, at int) bool {
	lower := []rune(strings.ToLower(string(rs[:at])))
	words := splitWords(lower)
	addressed := false
	for k, w := range words {
		if !enAddressWords[w.text] {
			continue
		}
		afterLead := k > 0 && enAddressLeads[words[k-1].text] && spaced(lower, words[k-1], w)
		opens := k == 0 || isClauseBreak(lower[w.start-1]) || afterLead
		setOff := opens && w.end < len(lower) && lower[w.end] == ','
		if !afterLead && !setOff {
			return false
		}
		for i := w.start; i < w.end; i++ {
			lower[i] = ' '
		}
		addressed = true
	}
	if !addressed {
		return false
	}
	who := extract.LastPerson(string(lower))
	return who == "" || who == extract.Patient
}

// questionAux open a question whose subject follows them: "Can me depot be
// moved?", "Is me inhaler the brown one?". An object "me" never stands
// there before a noun.
var questionAux = map[string]bool{"can": true, "could": true, "will": true, "would": true, "should": true, "is": true, "was": true,
	"does": true, "did": true}

// spaced reports whether only spaces separate a and b.
func spaced(rs []rune, a, b word) bool {
	if b.start == a.end {
		return false
	}
	for _, r := range rs[a.end:b.start] {
		if r != ' ' {
			return false
		}
	}
	return true
}

// WithComplaints adds to each drug reference the complaints the reading of
// its turn found beyond the lexicon's mentions (a symptom said by its site
// and state). A reference that already names complaints keeps them first.
func WithComplaints(refs []Reference, complaints []string) []Reference {
	for i := range refs {
		if refs[i].Kind != KindDrug {
			continue
		}
		for _, c := range complaints {
			if !slices.Contains(refs[i].Complaints, c) {
				refs[i].Complaints = append(refs[i].Complaints, c)
			}
		}
	}
	return refs
}

// Words of "the one you put me on": a thing someone gave or prescribed
// the patient is a drug, whatever else the turn names.
var (
	// "ting" is the patois "thing" ("di ting yuh did mention las' time").
	givenHeads = map[string]bool{"one": true, "ones": true, "thing": true, "things": true, "stuff": true, "ting": true}
	// givenBy are who gives: the assistant or a clinician ("yuh" is the
	// patois "you").
	givenBy = [][]string{{"you"}, {"yuh"}, {"u"}, {"they"}, {"he"}, {"she"}, {"the", "doctor"}, {"the", "doc"}, {"doctor"}, {"doc"},
		{"the", "gp"}, {"my", "gp"}, {"the", "specialist"}, {"the", "consultant"}, {"the", "nurse"}, {"the", "pharmacist"}, {"the", "chemist"},
		{"the", "surgeon"}, {"the", "surgeons"}, {"the", "dermatologist"}, {"the", "hospital"},
		// Giving it now: "the one you're starting him on", "the one
		// they're putting her on".
		{"you're"}, {"they're"}}
	// givenAux may stand between the giver and the verb ("yuh did mention").
	givenAux = map[string]bool{"did": true, "had": true, "have": true, "just": true, "ve": true, "'ve": true, "were": true, "are": true, "is": true}
	// givenVerbs give or prescribe; saidVerbs only speak of it, and point
	// to a drug only in a turn about the last session, whose drugs are
	// then the candidates.
	givenVerbs = map[string]bool{"gave": true, "give": true, "put": true, "started": true, "prescribed": true, "prescribe": true, "ordered": true,
		"starting": true, "putting": true, "giving": true, "prescribing": true}
	saidVerbs = map[string]bool{"mentioned": true, "mention": true, "suggested": true, "suggest": true, "recommended": true, "recommend": true,
		"told": true, "said": true, "brought": true, "talked": true, "spoke": true}
)

// givenRefs finds "(that|the|di…) [a word or two] (one|thing|stuff) [that]
// (you|the doctor…) [did] (gave|put|prescribed…)": "that fizzy thing you put
// me onto", "the one the doctor gave me", and, in a turn about the last
// session, "di one yuh did mention las' time".
func givenRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	lastTime := sessionNamed(string(lower))
	var out []Reference
	for k := 0; k < len(words); k++ {
		if !enDet[words[k].text] {
			continue
		}
		// The head may be a drug noun after words of its own ("those B12
		// shots you mentioned last time").
		head := func(w string) bool { return givenHeads[w] || enDrug[w] }
		h := k + 1
		for h < len(words) && h-k <= 3 && !head(words[h].text) {
			h++
		}
		if h >= len(words) || !head(words[h].text) || !sameClause(lower, words[k].end, words[h].start) {
			continue
		}
		_, j := givenClause(words, h+1)
		if j < 0 || !sameClause(lower, words[h].end, words[j].start) || !(givenVerbs[words[j].text] || lastTime && saidVerbs[words[j].text]) {
			continue
		}
		span := [2]int{words[k].start, words[h].end}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
		taken = append(taken, span)
		k = h
	}
	return out
}

// nounGivenBy reports whether a class mention is a bare drug noun, with
// at most a determiner ("the pill"), followed by a relative clause of who
// gave or spoke of it ("the pill you brought up", "the pill the doctor
// gave me"): one drug, not the class the noun names alone.
func nounGivenBy(rs []rune, span [2]int) bool {
	lower := []rune(strings.ToLower(string(rs)))
	inside := splitWords(lower[span[0]:span[1]])
	if len(inside) > 0 && enDet[inside[0].text] {
		inside = inside[1:]
	}
	if len(inside) != 1 || !enDrug[inside[0].text] {
		return false
	}
	words := splitWords(lower)
	j := 0
	for j < len(words) && words[j].start < span[1] {
		j++
	}
	giver, verb := givenClause(words, j)
	return verb >= 0 && sameClause(lower, span[1], words[giver].start) && (givenVerbs[words[verb].text] || saidVerbs[words[verb].text])
}

// givenClause reads a relative clause of who gave or spoke of a thing,
// from word j: "[that|which] <giver> [did…] <verb>". It returns the
// indexes of the giver's first word and of the verb, or -1 for the verb
// when there is no such clause.
func givenClause(words []word, j int) (giver, verb int) {
	if j < len(words) && (words[j].text == "that" || words[j].text == "which") {
		j++
	}
	n := givenByAt(words, j)
	if n == 0 {
		return j, -1
	}
	v := j + n
	for v < len(words) && givenAux[words[v].text] {
		v++
	}
	if v >= len(words) {
		return j, -1
	}
	return j, v
}

// givenByAt returns how many words of a giver start at word j, or 0.
func givenByAt(words []word, j int) int {
	for _, g := range givenBy {
		if j+len(g) > len(words) {
			continue
		}
		ok := true
		for i, w := range g {
			ok = ok && words[j+i].text == w
		}
		if ok {
			return len(g)
		}
	}
	return 0
}

// sameClause reports whether no clause break stands in rs[from:to].
func sameClause(rs []rune, from, to int) bool {
	return !strings.ContainsFunc(string(rs[from:to]), isClauseBreak)
}

// somethingTaken asks whether one of the patient's drugs is to blame ("could
// it be something I'm on?"): a reference to any of them, which a complaint
// in the turn ranks.
var somethingTaken = regexp.MustCompile(`\b(something|anything|one of the things) (that )?(i'm|i am|im|i've been|ive been|i been) (on|taking|using)\b`)

func somethingTakenRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, m := range somethingTaken.FindAllStringIndex(lower, -1) {
		from := utf8.RuneCountInString(lower[:m[0]])
		span := [2]int{from, from + utf8.RuneCountInString(lower[m[0]:m[1]])}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
	}
	return out
}

// enBlameAsked asks which of the patient's drugs causes what the turn
// complains of: "which one's doing that?", "which of my tablets is causing
// it". The reference is any of them; the complaint ranks them, as for
// zhBlameRefs.
var enBlameAsked = regexp.MustCompile(`\b(which (?:one|ones|of them|of these|of those|of (?:my|me|the) (?:tablets|pills|meds|medicines|medications|drugs)|tablet|pill|medicine|medication|drug))` +
	`(?:'s| is| are| could be| might be| would be| do you think is| d'you think is)? (?:doing|causing|giving|making|behind|to blame|responsible)\b`)

// enBlameRefs returns the "which one" of each enBlameAsked question.
func enBlameRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, m := range enBlameAsked.FindAllStringSubmatchIndex(lower, -1) {
		from := utf8.RuneCountInString(lower[:m[2]])
		span := [2]int{from, from + utf8.RuneCountInString(lower[m[2]:m[3]])}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
	}
	return out
}

// identityAsked matches, at the end of the text before a drug or class
// mention, a question of what a thing is: "is that a", "is it an", "is this
// one a". The pronoun is the thing, a drug.
var identityAsked = regexp.MustCompile(`\b(is|was|isn't|wasn't) (that one|this one|that|this|it) (a|an|some kind of|a kind of|a type of|like) $`)

// identityRefs finds the pronoun of a question whether a thing is some
// drug or of some class ("is that a penicillin?", "is it a steroid?"): it
// stands for a drug, whatever else the turn is about.
func identityRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || !validSpan(m.Span, len(rs)) {
			continue
		}
		before := string(lower[max(0, m.Span[0]-40):m.Span[0]])
		loc := identityAsked.FindStringSubmatchIndex(before)
		if loc == nil {
			continue
		}
		from := m.Span[0] - utf8.RuneCountInString(before[loc[4]:])
		span := [2]int{from, from + utf8.RuneCountInString(before[loc[4]:loc[5]])}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
		taken = append(taken, span)
	}
	return out
}

// A drug is also said by the unit the patient takes of it, after the verb
// of taking: "吃那一片以后", "这粒吞下去", "含的那颗". Without the verb "那一片"
// is as often a patch of skin ("腿上那一片都红了").
var (
	zhTakeVerbs = []string{"吃", "服", "吞", "咽", "含", "嚼", "食"}
	zhUnitDets  = []string{"那一", "这一", "嗰一", "那", "这", "嗰", "呢"}
	zhUnits     = []string{"片", "粒", "颗", "丸"}
	// zhAfterUnit may follow the unit of a drug: what comes after taking
	// it ("以后", "就"), not a noun of what it is a unit of ("那颗糖").
	zhAfterUnit = "以之后就了的下完还也都又呢吗啊嘛吧过会要能可是没不有"
)

// zhUnitRefs finds a verb of taking, a determiner and a unit of a drug, and
// returns the determiner and the unit.
func zhUnitRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	for i := range rs {
		v := hasPrefixAny(rs[i:], zhTakeVerbs)
		if v == 0 {
			continue
		}
		j := i + v
		j += hasPrefixAny(rs[j:], []string{"了", "的", "过"})
		d := hasPrefixAny(rs[j:], zhUnitDets)
		if d == 0 {
			continue
		}
		u := hasPrefixAny(rs[j+d:], zhUnits)
		if u == 0 {
			continue
		}
		end := j + d + u
		end += hasPrefixAny(rs[end:], []string{"药"}) // "那一片药"
		if end < len(rs) && unicode.Is(unicode.Han, rs[end]) && !strings.ContainsRune(zhAfterUnit, rs[end]) {
			continue // "吃那颗糖": the unit is of something else
		}
		span := [2]int{j, end}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
		taken = append(taken, span)
	}
	return out
}

// demonstrativeThem reports whether a phrase starting at start opens with
// the dialect determiner "them" ("Them new painkillers, are they alright
// with a pint?"), which the extractor reads as other people, and no person
// is named before it in its clause: the phrase is the patient's.
func demonstrativeThem(rs []rune, start int) bool {
	words := splitWords(rs[start:])
	if len(words) == 0 || words[0].start != 0 || strings.ToLower(words[0].text) != "them" {
		return false
	}
	who := extract.LastPerson(strings.ToLower(clauseBefore(rs, start)))
	return who == "" || who == extract.Patient
}

// interactionAsked asks whether a thing goes with something taken: "is
// that gonna mess with my morning coffee?", "will it interfere with the
// pill?", "would this be okay with a pint?". What goes with food, drink or
// other drugs, asked of a clinician, is a drug, even as a bare pronoun.
var interactionAsked = regexp.MustCompile(`\b(?:is|will|would|could|can|does|do|might|may|are|isn't|won't|wouldn't|doesn't) ` +
	`(that one|this one|that|this|it|they|those|these) ` +
	`(?:gonna |going to |be going to |be )?(?:mess|interfere|interact|react|clash|mix|go|ok|okay|alright|all right|fine|safe)(?: up)? with ` +
	`(?:my |a |the |any |some |me |your |other )?(?:[a-z']+ )?(?:(?:glass|cup|mug|pint|bottle|can|drop) of )?` +
	`(?:coffee|tea|alcohol|booze|beer|wine|pint|pints|drink|drinks|milk|juice|grapefruit|caffeine|cola|food|dairy|cheese|tablets|pills|medicine|medicines|medication|medications|meds)\b`)

// timingAsked asks when to have or take a thing, by bedtime or a meal:
// "do I have it before I go to bed or after me tea?", "should I take them
// with my breakfast?". What is had at bedtime or with a meal, asked of a
// clinician, is taken, as interactionAsked's pronoun is. Asked, not told:
// "I have it worse at night" is a symptom.
var timingAsked = regexp.MustCompile(`\b(?:do|should|can|shall|must|could|would|will|am) (?:i|we|you|he|she)(?: supposed to| meant to| to)? (?:have|take) (that one|this one|it|them|that|this)(?: [a-z']+){0,2} (?:before|after|with|at) ` +
	`(?:i go to bed|going to bed|i go to sleep|i sleep|bed|bedtime|night|(?:my |me |the |your |a )?(?:tea|breakfast|dinner|lunch|supper|food|meal|meals))\b`)

// causeAsked asks whether a thing, said by a demonstrative, was the cause
// of what the turn tells: "could that've been what sent my sugars up?",
// "might this be what's giving me the rash?". Like effectContext, it makes
// a demonstrative, not a bare "it", a drug.
var causeAsked = regexp.MustCompile(`\b(?:could|might|would|can|is|was|did|may) (that|this)(?:'ve| have| of)? (?:be|been) ` +
	`(?:what(?:'s| is| was)?|the thing that|the reason|to blame|behind|causing|making|giving|doing) ` +
	`(?:sent|send|sending|made|making|make|caused|causing|cause|gave|giving|give|did|doing|brought|bringing|set|setting|threw|throwing|pushed|pushing|for|why|it|my|me|the)\b`)

// interactionRefs returns the pronoun of an interactionAsked, a
// timingAsked or a causeAsked question.
func interactionRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	for _, re := range []*regexp.Regexp{interactionAsked, timingAsked, causeAsked} {
		for _, m := range re.FindAllStringSubmatchIndex(lower, -1) {
			from := utf8.RuneCountInString(lower[:m[2]])
			span := [2]int{from, from + utf8.RuneCountInString(lower[m[2]:m[3]])}
			if overlapsAny(span, taken) {
				continue
			}
			return []Reference{{Span: span, Kind: KindDrug}}
		}
	}
	return nil
}

// effectSubject is a bare "it", "that" or "this" that opens its clause
// and does something to the patient ("but it makes my ankles swell",
// "that gave me the runs"), or that a question asks it may do ("would that
// make me dizzy?"). "Me" and "mi" are "my" in Irish, Northern English and
// Jamaican speech ("it makes mi head spin"). What it upsets counts only when
// it is the stomach ("will it upset me stomach?"): "will that upset my
// husband?" is about no drug. What it may stop or keep the patient doing is
// asked of the drug as well ("will that one stop me passing it on?",
// "will it keep me awake?"), but only of "me": "will that stop my husband
// snoring" may be of anything.
var effectSubject = regexp.MustCompile(`(?:^|[.!?;,]\s*|\b(?:but|and|so|now|well|yeah|though|because|cos|coz)\s+)(it|that one|this one|that|this)(?:'s| is| has)?\s+(?:been |really |just |kind of |kinda |always |still )?(?:(?:makes|made|make|making|gives|gave|give|giving|leaves|left)\s+(?:me|my|mi)\b|(?:upsets|upset|upsetting)\s+` + upsetStomach + `)` +
	`|\b(?:would|will|does|did|could|can|might|may|won't|wouldn't|doesn't)\s+(it|that one|this one|that|this)\s+(?:(?:make|give|leave)\s+(?:me|my|mi)\b|(?:stop|keep)\s+(?:me|mi)\b|upset\s+` + upsetStomach + `)`)

// upsetStomach is what a drug is asked or said to upset: the stomach.
const upsetStomach = `(?:me|my|mi|the|your)\s+(?:stomach|tummy|belly|gut|guts)\b`

// senseAsked asks how a thing tastes, smells or stings ("does that taste
// awful?", "will it sting?"): asked right after a drug is named, of the
// drug, as an effect is. A question only: "it tastes of chlorine" is as
// often the water.
var senseAsked = regexp.MustCompile(`\b(?:does|do|will|would|did|doesn't|won't)\s+(it|that one|this one|that|this)\s+(?:taste|smell|sting)\b`)

// effectHad is a bare pronoun opening its clause that has the patient in a
// state, in the causative "have" of many dialects: "it has me feeling
// dizzy", Jamaican "it have mi hands shaking". Only when what follows is
// a symptom the matcher found (symptomWithin): "it has my name on it" and
// "that had me laughing" are about no drug.
var effectHad = regexp.MustCompile(`(?:^|[.!?;,]\s*|\b(?:but|and|so|now|well|yeah|though|because|cos|coz)\s+)(it|that one|this one|that|this)(?:'s)?\s+(?:has|have|had|got|has got|been having)\s+(?:me|my|mi)\s`)

// effectSubjectRefs finds an effectSubject, a senseAsked or an effectHad
// pronoun: a JustSaid reference.
func effectSubjectRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	from, to, asked := -1, -1, false
	if loc := effectSubject.FindStringSubmatchIndex(lower); loc != nil {
		from, to = loc[2], loc[3]
		if from < 0 {
			from, to, asked = loc[4], loc[5], true
		}
	} else if loc := senseAsked.FindStringSubmatchIndex(lower); loc != nil {
		from, to, asked = loc[2], loc[3], true
	} else if loc := effectHad.FindStringSubmatchIndex(lower); loc != nil && symptomWithin(mentions, utf8.RuneCountInString(lower[:loc[1]]), 2, rs) {
		from, to = loc[2], loc[3]
	}
	return effectRef(rs, lower, from, to, asked, taken)
}

// effectRef is the reference to a drug just said at bytes from to of
// lower, the subject or object of an effect (asked when the turn asks
// whether it has it), unless nothing matched (from < 0) or a finder before
// took the place.
func effectRef(rs []rune, lower string, from, to int, asked bool, taken [][2]int) []Reference {
	if from < 0 {
		return nil
	}
	start := utf8.RuneCountInString(lower[:from])
	span := [2]int{start, start + utf8.RuneCountInString(lower[from:to])}
	if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
		return nil
	}
	return []Reference{{Text: string(rs[span[0]:span[1]]), Span: span, Kind: KindDrug, JustSaid: true, EffectAsked: asked}}
}

// symptomWithin reports whether a symptom mention starts at at or within
// words words after it, in the same clause.
func symptomWithin(mentions []extract.Mention, at, words int, rs []rune) bool {
	end := at
	for n := 0; n < words && end < len(rs); n++ {
		for end < len(rs) && rs[end] != ' ' && !isClauseBreak(rs[end]) {
			end++
		}
		if end < len(rs) && rs[end] == ' ' {
			end++
		}
	}
	for _, m := range mentions {
		if m.Type == ontology.TypeSymptom && m.Span[0] >= at && m.Span[0] <= end && sameClause(rs, at, m.Span[0]) {
			return true
		}
	}
	return false
}

// dislocatedThatOne is a spoken "that one" put first and taken up again by
// the question after it: "and that one is it alright with a drink", "so
// this one do I take it at night", "okay and that one, will it make me
// sleepy?" (a comma for the pause). The question's "it" is the same drug.
var dislocatedThatOne = regexp.MustCompile(`(?:^|[.!?;,]\s*|\b(?:and|so|but|right|okay|ok|um|uh|er|well|now)\s+)(that one|this one)\s*,?\s+(?:is|does|will|would|can|could|should|do|did|shall)\s+(?:it|i|you|he|she)\b`)

// dislocatedRefs finds dislocatedThatOne: a drug just said.
func dislocatedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	if len([]rune(lower)) != len(rs) {
		return nil
	}
	loc := dislocatedThatOne.FindStringSubmatchIndex(lower)
	if loc == nil {
		return nil
	}
	// "and that one, will it make me sleepy?": the question taking it up
	// asks what it may do, an effect asked of it (EffectAsked), not a
	// complaint it is blamed for.
	rest := lower[loc[3]:]
	if end := strings.IndexAny(rest, ".?!;"); end >= 0 {
		rest = rest[:end+1]
	}
	asked := effectSubject.MatchString(rest) || senseAsked.MatchString(rest)
	return effectRef(rs, lower, loc[2], loc[3], asked, taken)
}

// withoutResumptive drops the "it" that takes up a dislocated "that one"
// within the question after it: one drug, one reference.
func withoutResumptive(refs []Reference, rs []rune) []Reference {
	for _, d := range refs {
		if !dislocatedThatOne.MatchString(strings.ToLower(string(rs[max(0, d.Span[0]-8):min(len(rs), d.Span[1]+12)]))) {
			continue
		}
		refs = slices.DeleteFunc(refs, func(r Reference) bool {
			return strings.EqualFold(r.Text, "it") && r.Span[0] > d.Span[1] && r.Span[0] <= d.Span[1]+12
		})
	}
	return refs
}

// restated merges a drug phrase said again at once by what it is for, with
// only a pause or a filler between: "他睡前吃的那个 帮他睡着的那个". The second phrase's class or topic
// qualifies the first, which keeps its own qualifiers (night): one
// reference. Not when the first has a class or topic of its own, nor with
// no pause between.
func restated(refs []Reference, rs []rune) []Reference {
	for i := 0; i+1 < len(refs); i++ {
		a, b := refs[i], refs[i+1]
		if a.Kind != KindDrug || b.Kind != KindDrug || a.ClassID != "" || a.Topic != "" || b.ClassID == "" && b.Topic == "" ||
			b.Span[0] < a.Span[1] || !validSpan(b.Span, len(rs)) {
			continue
		}
		if b.Span[0] == a.Span[1] {
			continue // "说的那个助眠的药" is one phrase, read as it always was
		}
		gap := strings.TrimSpace(string(rs[a.Span[1]:b.Span[0]]))
		for _, f := range []string{"呃", "嗯", "啊", "就是", "um", "uh", "er", "I mean", "like"} {
			gap = strings.TrimSpace(strings.ReplaceAll(gap, f, ""))
		}
		if gap != "" || b.Span[0]-a.Span[1] > 12 {
			continue
		}
		refs[i].ClassID, refs[i].Topic, refs[i].OrTopics = b.ClassID, b.Topic, b.OrTopics
		refs = slices.Delete(refs, i+1, i+2)
	}
	return refs
}

// runeSpan turns the byte offsets from..to of s, as a regexp gives them,
// into the rune span Reference.Span counts in.
func runeSpan(s string, from, to int) [2]int {
	start := utf8.RuneCountInString(s[:from])
	return [2]int{start, start + utf8.RuneCountInString(s[from:to])}
}
