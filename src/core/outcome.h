#pragma once

#include <string>

namespace nightrider {

enum class Result : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

struct Outcome {
  Result result = Result::Ongoing;
  std::string reason;  // "checkmate", "stalemate", "king captured", "fifty-move rule" …
};

std::string result_string(Result r);  // "1-0", "0-1", "1/2-1/2", "*"
// "White wins", "Black wins", "draw"; empty while the game goes on.
std::string result_words(Result r);

}  // namespace nightrider
