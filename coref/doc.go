// Package coref resolves references in a patient's turn ("那个药", "that
// pill", "我的降压药", "my water pill", "新开的降压药", "that condition") to the
// drug or condition they stand for, in stages: the session window first,
// then the patient's record (the long-term graph). It never guesses: a
// reference that fits several entities stays unresolved and carries its
// scored candidates, so the agent can ask and a clinician can see why.
//
// Find recognizes references with the extractor's mentions and a few
// determiner, possessive and recency word lists in Chinese and English;
// Resolve matches them against the window and the record using the
// lexicon's drug-class membership. Both are pure and deterministic. A
// resolution is an inference: the caller stores it marked as such.
//
// What the stages leave ambiguous an optional Arbiter (coref/llmarbiter,
// a model) may narrow down to one of the candidates: ApplyArbiter accepts
// only a candidate's id with a reason, at StageLLM, and leaves the
// reference unresolved, its candidates unchanged, on anything else.
package coref
