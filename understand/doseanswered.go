package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A yes to the one drug asked may say how much or how often it is taken
// now with no name of the drug ("Are you still taking the metformin?"
// "Yes, but only once a day now"): the extraction ties that dose to no
// drug, and the taking was written without it. It is the drug asked's when
// it is the turn's only dose tied to nothing; two such doses leave which is
// which unsure, and a drug named in the answer has its own.

// withDoseAnswered returns s with the dose and frequency of x's one
// unattached dose.
func withDoseAnswered(s Statement, x extract.Result) Statement {
	if d, ok := oneLooseDose(x); ok {
		return withDose(s, d)
	}
	return s
}
