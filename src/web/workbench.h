// The solver page's workbench (the board editor, the text it keeps in step with, the replay of a
// solution): answers that read a problem with the solver's own reader and play its moves with the
// solver's own board, so the page never parses Popeye's language nor knows a rule.
//   {"type":"catalogue"}                                   the pieces, attributes and conditions the solver knows
//   {"type":"stipulation","text":"h#2.5"}                   the reader's verdict on a stipulation
//   {"type":"diagram","text":"BeginProblem …"}              the first problem of a text as the reader read it
//   {"type":"replay","text":…,"problem":1,"twin":"b)","line":"1.Rb7-f7 Sf3-h4 …"}
//                                                          each position of a solution line, with its side effects
// Each function returns the answer as one JSON object; a bad request throws GameError with one line.
#pragma once

#include <cstddef>
#include <string_view>

#include <nlohmann/json.hpp>

namespace nightrider::web {

// The longest solution line a replay reads, and the most moves it plays.
constexpr size_t kMaxReplayLineBytes = 4096;
constexpr size_t kMaxReplaySteps = 256;

// {"type":"catalogue","pieces":[{"code":"K","name":"king"},…],"attributes":["Royal",…],
//  "conditions":[{"name":"Circe","fr":"Circe","de":"Circe","summary":"…"},…]}
// Orthodox pieces first (K Q R B S P), then the fairy pieces in the catalogue's order.
nlohmann::json workbench_catalogue();

// {"type":"stipulation","text":T,"ok":true} or {"type":"stipulation","text":T,"ok":false,"error":"…"}.
nlohmann::json check_stipulation(std::string_view text);

// {"type":"diagram","problems":N,"units":[{"square":"e1","colour":"white","kind":"K","attributes":[]}…],
//  "stipulation":"#2","conditions":["Circe"],"options":["SetPlay"],"authors":[…],"origins":[…],
//  "titles":[…],"twins":[{"label":"a)","heading":"…"}]} for the first problem of the text; a text whose
// first problem cannot be read throws GameError with the reader's "line:column: message".
nlohmann::json read_diagram(std::string_view text);

// Plays a solution line as the solver wrote it ("1.Rb7-f7 Sf3-h4   2.Rf7-f1 …", a tree's line with its
// ancestors' moves before it, threats and tries too) from the diagram of twin `twin` (its label, "" for
// the first) of the `problem`-th readable problem of the text (from 1). Each move is found among the
// legal moves of the side to move by the solver's own text of it; a move of the other side follows a
// pass (threats, series play). {"type":"replay","start":{"units":[…]},"steps":[{"move":"Sd4*e6 [+bPe7]",
// "side":"white","from":"d4","to":"e6","units":[…],"effects":[…]}…]}.
nlohmann::json replay_line(std::string_view text, int problem, std::string_view twin, std::string_view line);

}  // namespace nightrider::web
