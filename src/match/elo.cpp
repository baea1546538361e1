#include "match/elo.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace nightrider::match {
namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% quantile of the normal distribution
constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::string signed_number(double x) {
  if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
  if (x == 0) x = 0.0;  // -0.0 (E(1/2) = -400 log10 1) prints as +0.0
  char text[32];
  std::snprintf(text, sizeof text, "%+.1f", x);
  return text;
}

}  // namespace

double elo_from_score(double p) {
  if (p <= 0) return -kInfinity;
  if (p >= 1) return kInfinity;
  return -400.0 * std::log10(1.0 / p - 1.0);
}

EloEstimate estimate_elo(int wins, int draws, int losses) {
  EloEstimate e;
  e.games = wins + draws + losses;
  if (e.games <= 0) return e;
  const double n = e.games;
  const double s = (wins + 0.5 * draws) / n;
  e.score = s;
  e.diff = elo_from_score(s);
  if (wins == e.games) {
    // All won: the normal approximation has no spread. The exact one-sided 97.5% bound of a binomial
    // with n successes in n trials is p = 0.025^(1/n).
    e.kind = EloEstimate::Kind::LowerBound;
    e.low = elo_from_score(std::pow(0.025, 1.0 / n));
    e.high = kInfinity;
    e.error = kInfinity;
    return e;
  }
  if (losses == e.games) {
    e.kind = EloEstimate::Kind::UpperBound;
    e.low = -kInfinity;
    e.high = elo_from_score(1.0 - std::pow(0.025, 1.0 / n));
    e.error = kInfinity;
    return e;
  }
  e.kind = EloEstimate::Kind::Estimate;
  // Variance of one game's score (1, 1/2 or 0) around the mean, then the standard error of the mean.
  const double variance = (wins * (1.0 - s) * (1.0 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
  const double margin = kZ95 * std::sqrt(variance / n);
  e.low = elo_from_score(s - margin);
  e.high = elo_from_score(s + margin);
  e.error = (e.high - e.low) / 2;
  return e;
}

std::string format_elo(const EloEstimate& e) {
  switch (e.kind) {
    case EloEstimate::Kind::None:
      return "n/a";
    case EloEstimate::Kind::LowerBound:
      return ">= " + signed_number(e.low);
    case EloEstimate::Kind::UpperBound:
      return "<= " + signed_number(e.high);
    case EloEstimate::Kind::Estimate:
      break;
  }
  if (std::isinf(e.error)) return signed_number(e.diff) + " ± inf";
  char error[32];
  std::snprintf(error, sizeof error, "%.1f", e.error);
  return signed_number(e.diff) + " ± " + error;
}

}  // namespace nightrider::match
