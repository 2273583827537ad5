package coref

// A drug's purpose said by a sign ("治抽风的药", "the antibiotic for my
// pimples", "the one for my fits") is a drug for the condition that sign
// is the hallmark of: the first of the condition's typical signs in
// condition_signs.csv, the one a patient-information page leads with
// (seizures of epilepsy, spots of acne). A sign that is only one of a
// condition's signs (a cough of COPD, tiredness of an underactive thyroid)
// names no purpose so: "the one for my cough" is not the inhaler.

// hallmarkOf reports whether sign is the first typical sign of the
// condition conditionID.
func hallmarkOf(sign, conditionID string, v Vocabulary) bool {
	sv, ok := v.(signVocabulary)
	if !ok {
		return false
	}
	signs, _, known := sv.TypicalSigns(conditionID)
	return known && len(signs) > 0 && signs[0] == sign
}
