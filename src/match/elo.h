// The Elo difference a match result implies, with its 95% error bar (logistic model). docs/match.md
// gives the formulas.
#pragma once

#include <string>

namespace nightrider::match {

// E(p) = -400 log10(1/p - 1): the Elo difference at which the expected score is p (0 < p < 1);
// -infinity at 0 and +infinity at 1.
double elo_from_score(double p);

struct EloEstimate {
  enum class Kind {
    None,        // no games
    Estimate,    // diff ± error (error may be infinite when the interval reaches 0% or 100%)
    LowerBound,  // 100% score: the difference is at least `low` (95% confidence)
    UpperBound,  // 0% score: the difference is at most `high` (95% confidence)
  };
  Kind kind = Kind::None;
  int games = 0;
  double score = 0;          // fraction of the points, 0..1
  double diff = 0;           // E(score)
  double low = 0, high = 0;  // the 95% interval in Elo (may be infinite)
  double error = 0;          // (high - low) / 2
};

// From player A's wins, draws and losses.
EloEstimate estimate_elo(int wins, int draws, int losses);

// "+190.8 ± 135.6", ">= +277.4", "<= -277.4", "+400.0 ± inf", "n/a".
std::string format_elo(const EloEstimate& e);

}  // namespace nightrider::match
