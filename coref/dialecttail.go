package coref

// A condition told by a description may end in a dialect's words for
// "的那个病": Cantonese "…啲尿好多泡嗰个病", "…成日痕嘅病", "…嘅嗰个毛病".
// Read as "…的那个病" (described.go),
// the description's signs rank the record's conditions (zh-dev33-018: the
// resolved nephrotic syndrome told by its swelling and foamy urine, not the
// active kidney stones). A verb of taking before it still makes a drug.
const zhDialectDescribedTail = `|嘅(?:嗰个|呢个|嗰种)?(?:老)?(?:毛病|病)|嗰(?:个|种|只)(?:老)?(?:毛病|病)`
