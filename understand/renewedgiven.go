package understand

import "regexp"

// A drug a question is about to renew is the patient's, and what the
// question asks is something else (only a drug: "any continuing weakness?"
// asks of the weakness, MTS-Dialog dev train-1079): "Before we renew your sildenafil, any
// chest pain, palpitations, fainting or shortness of breath?" "None of
// that." (session 71's review 8, E18) denied the sildenafil with the
// symptoms.

// renewedBefore ends the words before a drug a question renews, refills or
// goes on with.
var renewedBefore = regexp.MustCompile(`\b(?:renew|renewing|refill|refilling|repeat|repeating|re-prescribe|represcribe|continue|continuing|reorder|top up)(?: the| your| his| her)? (?:prescription (?:for|of) )?(?:the |your |his |her )?\s*$`)
