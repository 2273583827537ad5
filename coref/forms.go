package coref

import (
	"regexp"
	"strings"
)

// Dosage forms a phrase may name ("打的那个针", "the patch", "眼药水", "that cream"),
// each with the ATC groups whose drugs are given that way. The ATC's
// anatomical groups say it for most (S01 ophthalmologicals, D
// dermatologicals, R01A nasal and R02A throat preparations, R03A/R03B inhaled
// bronchodilators and corticosteroids); patches and injections cut across
// groups, so they list the substances and classes usually given so (the WHO
// ATC index, and the products' labels: transdermal fentanyl, buprenorphine,
// nicotine, nitroglycerin, estradiol, rivastigmine, rotigotine and the
// lidocaine medicated plaster; injected insulins, GLP-1 agonists, heparins,
// ESAs, vitamin B12, teriparatide, denosumab, zoledronic acid, biologics,
// GnRH analogues, vaccines).
const (
	FormInjection = "injection"
	FormPatch     = "patch"
	FormEye       = "eye"
	FormEar       = "ear"
	FormSkin      = "skin"
	// FormOintment is put on the skin or in the eye: "这个药膏涂进去以后，眼睛
	// 会不会糊" is the ganciclovir eye gel.
	FormOintment = "ointment"
	FormNasal    = "nasal"
	FormThroat   = "throat"
	FormInhaled  = "inhaled"
	// FormOral is a tablet or a pill: any drug not given in one of the
	// forms above ("my sugar tablet" is not the insulin).
	FormOral = "oral"
	// FormSpray is a spray said without where it goes ("the spray",
	// "喷雾"): the nose's, the throat's, an inhaler's, the nitro spray put
	// under the tongue, or one on the skin; never a tablet.
	FormSpray = "spray"
	// FormDrops are drops put in without saying where ("I've been putting
	// that stuff in every day", putInUse): the eye's, the ear's or the
	// nose's; never a tablet.
	FormDrops = "drops"
)

var formATC = map[string][]string{
	FormInjection: {"A10A", "A10BJ", "B01AB", "B03XA", "B03BA", "B03AC", "H05AA", "M05BX04", "M05BA08", "L04AB", "L04AC", "L02AE", "J07",
		// Infused cancer drugs (taxanes and vinca alkaloids, cytotoxic
		// antibiotics, monoclonal antibodies, platinum compounds), injected
		// antibiotics (parenteral cephalosporins, carbapenems,
		// aminoglycosides, glycopeptides, benzathine penicillin),
		// thrombolytics, adrenaline and the other pressors, the paliperidone
		// depot, pethidine and parecoxib.
		"L01C", "L01D", "L01F", "L01XA", "J01DD01", "J01DD02", "J01DD04", "J01DD12", "J01DD62", "J01DE", "J01DH", "J01GA", "J01GB", "J01XA", "J01CE01", "J01CE08",
		"B01AD", "C01CA", "N05AX13", "N02AB02", "M01AH04",
		// Piperacillin, alone or with tazobactam, and ampicillin with
		// sulbactam are given only by drip; ibandronate also by a quarterly
		// injection (and as a monthly tablet: alsoOral).
		"J01CA12", "J01CR05", "J01CR01", "M05BA06",
		// Fondaparinux and the PCSK9 antibodies (evolocumab, alirocumab)
		// are injected under the skin only; the fluoroquinolones given on
		// the ward (ciprofloxacin, levofloxacin, moxifloxacin, ofloxacin) and
		// cyclophosphamide's pulses are dripped, and taken as tablets too.
		"B01AX05", "C10AX13", "C10AX14", "J01MA01", "J01MA02", "J01MA12", "J01MA14", "L01AA01",
		// Calcitonin is injected under the skin (or sprayed in the nose):
		// no tablet of it is sold.
		"H05BA",
		// Levosimendan is given only by drip; ampicillin by drip or
		// injection on the ward (and as capsules: alsoOral);
		// medroxyprogesterone as the depot jab (L02AB02, the contraceptive
		// G03AC06), its tablets filed under G03DA02.
		"C01CX08", "J01CA01", "L02AB02", "G03AC06",
		// The corticosteroids injected into a joint or a tendon sheath (a
		// 封闭针, a steroid jab) or a vein: betamethasone, dexamethasone,
		// methylprednisolone (and taken as tablets too: alsoOral).
		"H02AB01", "H02AB02", "H02AB04",
		// Testosterone is given as the depot jab (undecanoate every three
		// months, enanthate), as a gel, and as capsules (alsoOral).
		"G03BA03"},
	// Topical NSAIDs (M02AA) are sold as plasters as much as gels: a 膏药
	// for the back is the flurbiprofen or loxoprofen cataplasm, "the
	// plaster for my knee" the diclofenac one.
	FormPatch:    {"N02AB03", "N02AE01", "N07BA01", "C01DA02", "G03CA03", "N06DA03", "N04BC09", "N01BB02", "M02AA"},
	FormEye:      {"S01"},
	FormEar:      {"S02"},
	FormSkin:     {"D", "M02A"},
	FormOintment: {"D", "M02A", "S01"},
	FormNasal:    {"R01A", "H05BA"},
	FormThroat:   {"R02A"},
	FormInhaled:  {"R03A", "R03B"},
	FormSpray:    {"R01A", "H05BA", "R02A", "R03A", "R03B", "C01DA", "D", "M02A"},
	FormDrops:    {"S01", "S02", "R01A"},
}

// alsoOral are substances formATC lists under another form that are
// also taken as tablets: ibandronate's monthly tablet, the
// fluoroquinolones, cyclophosphamide, ampicillin's capsules, the
// systemic corticosteroids' tablets, testosterone's capsules.
var alsoOral = map[string]bool{"M05BA06": true, "G03BA03": true, "J01MA01": true, "J01MA02": true, "J01MA12": true, "J01MA14": true, "L01AA01": true,
	"J01CA01": true, "H02AB01": true, "H02AB02": true, "H02AB04": true}

// systemicDermatologicals are the ATC's dermatological groups "for
// systemic use" (D01B antifungals, D05B antipsoriatics, D10B anti-acne
// preparations): terbinafine, acitretin and isotretinoin tablets and
// capsules are swallowed, never put on the skin, though the D group as a
// whole is the skin's.
var systemicDermatologicals = []string{"D01B", "D05B", "D10B"}

// swallowed reports whether an ATC code of a dermatological group is one
// for systemic use, taken by mouth.
func swallowed(code string) bool {
	for _, p := range systemicDermatologicals {
		if strings.HasPrefix(code, p) {
			return true
		}
	}
	return false
}

// formWords name a form in a turn. Chinese words are matched as
// substrings, English ones as whole words; the first form found wins,
// in this order, so "鼻子喷的" is nasal before "喷" is inhaled.
var formWords = []struct {
	form  string
	words []string
}{
	{FormNasal, []string{"喷鼻子", "鼻子喷", "鼻喷", "nasal spray", "nose spray"}},
	{FormThroat, []string{"喷喉咙", "喉咙喷", "喷嗓子", "嗓子喷", "咽喉喷", "含片", "throat spray", "lozenge", "lozenges"}},
	{FormEye, []string{"眼药水", "滴眼", "点眼", "眼药", "eye drops", "eye drop", "eyedrops"}},
	{FormEar, []string{"滴耳", "耳朵滴", "ear drops", "ear drop"}},
	{FormInjection, []string{"打的", "打针", "针剂", "针", "注射", "扎的", "输液", "点滴", "吊瓶", "injection", "injections", "jab", "jabs", "jag", "jags", "shot", "shots",
		"injectable", "drip", "infusion", "infusions", "depot", "epipen", "pen"}},
	{FormPatch, []string{"贴的", "贴片", "贴剂", "patch", "patches", "plaster", "plasters"}},
	{FormOintment, []string{"药膏", "软膏", "凝胶", "ointment", "gel"}},
	{FormSkin, []string{"抹的", "擦的", "涂的", "乳膏", "洗剂", "cream", "creams", "lotion", "shampoo", "shampoos", "that rub", "the rub", "this rub"}},
	{FormInhaled, []string{"喷的", "吸的", "inhaler", "puffer"}},
	{FormSpray, []string{"喷雾", "spray", "sprays"}},
	{FormOral, []string{"药片", "tablet", "tablets", "pill", "pills", "capsule", "capsules"}},
}

// bodyPatch is a patch that is a mark on or in the body, no dosage form:
// "these white patches in my mouth", "bluey-grey patches on me shins". A
// drug patch is worn on the skin, never in the mouth, and has no colour of
// its own to tell.
var bodyPatch = regexp.MustCompile(`\b(?:(?:white|red|dark|brown|grey|gray|pink|purple|blue|yellow|black|bluey|bluish|greyish|reddish|[a-z]+-(?:grey|gray|blue|red|brown|white|black)) patch(?:es)? (?:in|on|over|all over)|patch(?:es)? in (?:my|me|ma|the|his|her|your))\b`)

// turnForm returns the dosage form the turn names, or "".
func turnForm(lower string) string {
	lower = bodyPatch.ReplaceAllStringFunc(lower, func(s string) string { return strings.Repeat(" ", len(s)) })
	for _, f := range formWords {
		if containsAnyWord(lower, f.words) {
			return f.form
		}
	}
	return putInForm(lower)
}

// putInForm is the form of drops put in (putInUse): "I've been putting
// that stuff in every day" is drops, of the place said, if one is; "" when
// nothing is put in where drops go.
func putInForm(lower string) string {
	g := putInUse.FindStringSubmatch(lower)
	switch {
	case g == nil:
		return ""
	case strings.HasPrefix(g[1], "eye"):
		return FormEye
	case strings.HasPrefix(g[1], "ear"):
		return FormEar
	case g[1] == "nose" || strings.HasPrefix(g[1], "nostril"):
		return FormNasal
	}
	return FormDrops
}

// hasForm reports whether the drug is given in form: one of its ATC codes
// is in the form's groups.
func hasForm(drugID, form string, v Vocabulary) bool {
	c, ok := v.Concept(drugID)
	if !ok {
		return false
	}
	codes := []string{c.Code.Code}
	for _, a := range c.AltCodes {
		codes = append(codes, a.Code)
	}
	if form == FormOral {
		// A tablet is any product of the drug outside the other forms'
		// groups: prednisolone tablets besides its eye drops.
		for _, code := range codes {
			if code != "" && (!inAnyForm(code) || alsoOral[code] || swallowed(code)) {
				return true
			}
		}
		return false
	}
	for _, code := range codes {
		if swallowed(code) {
			continue // terbinafine's tablets are no cream; its D01AE15 is
		}
		for _, p := range formATC[form] {
			if code != "" && strings.HasPrefix(code, p) {
				return true
			}
		}
	}
	return false
}

func inAnyForm(code string) bool {
	for form, prefixes := range formATC {
		if form == FormSpray {
			continue // a union of the others, and the nitrates' tablets are tablets
		}
		for _, p := range prefixes {
			if strings.HasPrefix(code, p) {
				return true
			}
		}
	}
	return false
}
