// The example boards of the rules pages: for each special rule of a variant (Magnetic's pull and push,
// the anti-king's inverted check, each Rococo capture, the cannon pawn's hop), a real position and a
// move, played by the rules core when the page asks, so that a picture can never contradict the engine.
// Only the position, the move and the words are written here; what the move does (the position after
// it, the units it took or moved, whether it checks, the result) comes from the rules.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

namespace nightrider::web {

// The examples of a variant in `lang` (en, fr, nl), as GET /api/rules-examples/VARIANT?lang=L answers:
// [{"title","caption","move" (SAN with its side effects),"text" (what it did, in words, in `lang`),"files","ranks",
//   "ring","before":{"fen","turn","check","last"},"after":{"fen","turn","check","last","effects",
//   "result"}}, …]; an empty array for a variant without examples. Throws GameError for an unknown
// variant or language, or an example the rules refuse (a test plays them all).
nlohmann::json rules_examples(std::string_view variant, std::string_view lang);

}  // namespace nightrider::web
