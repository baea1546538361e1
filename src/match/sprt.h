// The sequential probability ratio test of `nightrider match --sprt` (as Fishtest runs one): game pairs
// (one opening, colours swapped) counted by their pentanomial outcome, a generalised SPRT whose
// log-likelihood ratio compares the two hypotheses "the Elo difference is elo0" and "it is elo1" (logistic
// Elo) under the maximum-likelihood pentanomial distribution of each, and Wald's bounds from alpha and beta.
// docs/match.md gives the formulas.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace nightrider::match {

// Pair outcomes by the points player A scored in the pair: 0, 1/2, 1, 3/2, 2 (index = half-points).
struct Pentanomial {
  std::array<int64_t, 5> count{};
  int64_t pairs() const { return count[0] + count[1] + count[2] + count[3] + count[4]; }
  // Adds a pair from A's two game scores (each 0, 0.5 or 1).
  void add_pair(double first, double second);
};

// The score of one pair divided by two (0, 1/4, 1/2, 3/4, 1), the unit the statistics use.
constexpr std::array<double, 5> kPairScore = {0.0, 0.25, 0.5, 0.75, 1.0};

struct SprtConfig {
  double elo0 = 0, elo1 = 5;       // logistic Elo of H0 and H1, elo0 < elo1
  double alpha = 0.05, beta = 0.05;  // false positive and false negative rates, each in (0, 1/2)
};

// Wald's bounds: log(beta / (1 - alpha)) and log((1 - beta) / alpha).
double sprt_lower_bound(const SprtConfig& config);
double sprt_upper_bound(const SprtConfig& config);

// The expected score of the side that is `elo` stronger: 1 / (1 + 10^(-elo / 400)).
double score_from_elo(double elo);

// The maximum-likelihood distribution over the five pair scores with mean `score`, given the observed
// frequencies (which sum to 1): q_i = p_i / (1 + lambda (a_i - score)), lambda chosen so that the mean is
// `score`. `score` must lie strictly between the smallest and the largest pair score observed.
std::array<double, 5> constrained_mle(const std::array<double, 5>& frequencies, double score);

// The generalised log-likelihood ratio of H1 against H0 after these pairs: N * sum p_i log(q1_i / q0_i)
// with q0, q1 the constrained_mle for the scores of elo0 and elo1. 0 while fewer than two distinct pair
// scores have been seen (nothing can be said yet).
double sprt_llr(const Pentanomial& pairs, const SprtConfig& config);

// The Elo difference the pairs imply with its 95% error bar: mean pair score s, variance of the pair score
// around it, standard error sigma / sqrt(N); Elo(s) and half the width of [Elo(s - m), Elo(s + m)].
struct PairElo {
  bool valid = false;  // false with no pairs, or when the interval reaches 0% or 100%
  double score = 0, diff = 0, error = 0;
};
PairElo pair_elo(const Pentanomial& pairs);

enum class SprtVerdict { None, H0, H1 };
struct SprtState {
  double llr = 0, lower = 0, upper = 0;
  SprtVerdict verdict = SprtVerdict::None;  // H1 at llr >= upper, H0 at llr <= lower
};
SprtState sprt_state(const Pentanomial& pairs, const SprtConfig& config);

// "H0 accepted", "H1 accepted", "no verdict".
std::string verdict_text(SprtVerdict verdict);

}  // namespace nightrider::match
