package understand_test

import (
	"slices"
	"testing"
)

// The cases judge only whether the turn denies allergies as a whole; what
// else it says is read by other rules and tested with them.
func TestAllergiesDeniedWholeBesideADrugTakenFine(t *testing.T) {
	// A denial of drug allergies alone ("没有药物过敏") is a generic denial
	// too, of its own kind (TestNoDrugAllergiesIsNotNoAllergies).
	generic := func(s string) bool {
		return s == "allergy allergy:any negated" || s == "allergy cond:drug_allergy_status negated"
	}
	r := newReader(t)
	for _, c := range []struct {
		name  string
		turns [][2]string
		want  bool
	}{
		{"no allergies, then a drug had before", [][2]string{
			clinician("Any allergies to medicines?"),
			patient("No allergies, I've had co-amoxiclav loads of times, never a problem.")}, true},
		{"没得过敏, then an injection had before", [][2]string{
			clinician("对啥药过敏不？"),
			patient("没得过敏，头孢以前打过好几回，没事。")}, true},
		{"not allergic to anything, but an intolerance", [][2]string{
			patient("I'm not allergic to anything, but codeine makes me sick.")}, true},
		{"a denial said of one drug is not a whole one", [][2]string{
			patient("Not allergic to aspirin, I take it every day.")}, false},
		{"'not an allergy' is of the drug named", [][2]string{
			patient("Naproxen gives me heartburn, but it's not an allergy.")}, false},
		{"an allergy told after the denial corrects it", [][2]string{
			patient("No allergies. Well, penicillin gives me a rash.")}, false},
		{"a hedged denial is no denial", [][2]string{
			clinician("Any allergies?"),
			patient("Not that I know of, I think, though I've had amoxicillin.")}, false},
		{"a bare no to one allergen answers that one", [][2]string{
			clinician("对青霉素过敏不？"),
			patient("不过敏，以前打过青霉素，啥事没有。")}, false},
		{"a food allergy beside no drug allergies keeps the denial", [][2]string{
			clinician("药物过敏有没有？"),
			patient("没有药物过敏。就是一吃海鲜身上就痒。")}, true},
		{"someone else's", [][2]string{
			patient("My son has no allergies, he's had amoxicillin twice.")}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := read(r, c.turns...)
			if slices.ContainsFunc(got, generic) != c.want {
				t.Errorf("read %q: %v; a whole denial wanted: %v", c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

// said shows no reaction: these cases judge whether the drug is an
// allergy or a drug taken.
func TestADrugTakenIsNoAllergyNamedInAnswer(t *testing.T) {
	runCases(t, []readCase{
		{"took it, to 'anything you took for it? any allergies?'", [][2]string{
			clinician("Where does it hurt most? Anything you took for it? Any allergies?"),
			patient("Outside of the ankle, right here. I took three Advil last night and iced it. No allergies.")},
			// A dose had last night is a claim, not a drug taken now (oneoffdose.go).
			[]string{"allergy allergy:any negated", "medication drug:ibuprofen uncertain"}},
		{"been on it, to 'have you tried anything? any allergies?'", [][2]string{
			clinician("Have you tried anything? And any allergies?"),
			patient("I've been on paracetamol, two at a time. No allergies.")},
			[]string{"allergy allergy:any negated", "medication drug:paracetamol"}},
		{"took it once and what it did is the allergy", [][2]string{
			clinician("Any allergies?"),
			patient("Penicillin, I took it once and came out in hives.")},
			[]string{"allergy allergen:penicillins"}},
		{"take it and what it does is the allergy", [][2]string{
			clinician("Any allergies?"),
			patient("Penicillin, I take it and I come out in hives.")},
			[]string{"allergy allergen:penicillins"}},
		{"medicines asked apart: the drugs named are taken", [][2]string{
			clinician("Any other medicines? Any allergies?"),
			patient("Just the mini pill, since the baby. And I take paracetamol for my back.")},
			[]string{"medication drug:desogestrel", "medication drug:paracetamol"}},
		{"what else are you taking, and allergies", [][2]string{
			clinician("And what else are you taking? Any allergies to medicines?"),
			patient("Only the bisoprolol. Allergy, I think sulpha drugs, but I'm not sure.")},
			[]string{"allergy allergen:sulfonamides uncertain", "medication drug:bisoprolol"}},
		{"a drug named alone is the allergy", [][2]string{clinician("Any allergies?"), patient("Penicillin.")},
			[]string{"allergy allergen:penicillins"}},
	})
}

// A drug the patient takes or was given, told with a word that also cues
// an allergy, is a drug taken: none of these is an allergy.
func TestWordsThatHoldAnAllergyCueButSayNone(t *testing.T) {
	runCases(t, []readCase{
		{"能不能吃 asks, and the toothache is no reaction", [][2]string{patient("我一直吃氯吡格雷，这几天牙疼得厉害，能不能吃点止疼药？")},
			[]string{"medication drug:clopidogrel", "medication class:painkillers hypothetical", "symptom sym:toothache"}},
		{"given a class", [][2]string{clinician("Did they start you on anything?"), patient("They gave me a blood thinner and a statin.")},
			[]string{"medication class:blood_thinners", "medication class:statins"}},
		{"a drug for my allergies", [][2]string{patient("I take cetirizine for my allergies every spring.")},
			[]string{"medication drug:cetirizine"}},
		{"抗过敏的药", [][2]string{patient("我在吃氯雷他定，抗过敏的。")}, []string{"medication drug:loratadine"}},
		{"what was given, then a reliever", [][2]string{patient("They gave me a week of amoxicillin in May, and now it's just the brown inhaler.")},
			[]string{"medication drug:amoxicillin historical stopped", "medication class:inhalers"}},
		{"a class that gave me a rash is an allergy", [][2]string{patient("Sulfa drugs gave me a rash.")}, []string{"allergy allergen:sulfonamides"}},
		{"不能吃 said outright is an allergy cue", [][2]string{patient("头孢都不能吃，一吃就起疹子。")}, []string{"allergy allergen:cephalosporins"}},
	})
}
