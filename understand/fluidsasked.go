package understand

import "regexp"

// fluidsAsked matches "is he drinking?", "is the baby drinking okay?": of
// someone else, in the progressive and with nothing after it but how well,
// the question is whether they take fluids, as asked of a sick child. "Is
// he still drinking?" and "do you drink?" still ask of alcohol.
var fluidsAsked = regexp.MustCompile(`\b(is|isn't|is n't) (he|she|the baby|baby|the little one|the child|your (son|daughter|child|baby|boy|girl|little one)) drinking( (ok|okay|alright|all right|well|fine|normally|properly|enough))?\s*[?.!]*\s*$`)
