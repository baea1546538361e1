#include "web/request_target.h"

#include <algorithm>
#include <cctype>

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>
// Boost.URL is built into this file (Debian ships it as headers only).
#include <boost/url/src.hpp>

namespace nightrider::web {

namespace {

// Request targets and Origin values are visible ASCII (RFC 9112 §3.2, RFC 6454 §7). Anything else is
// refused before Boost.URL sees it: its 1.81 parser asserts on a NUL inside a path ("c:\0"), which an
// assertion-enabled build turns into an abort.
bool visible_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c > ' ' && c < '\x7f'; });
}

// An Origin is `scheme "://" host [":" port]` and nothing more (or "null", which is no site's own).
bool origin_shaped(std::string_view origin) {
  const size_t separator = origin.find("://");
  if (separator == std::string_view::npos || separator == 0) return false;
  const auto scheme_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
  };
  if (!std::isalpha(static_cast<unsigned char>(origin[0])) ||
      !std::all_of(origin.begin(), origin.begin() + separator, scheme_char))
    return false;
  const std::string_view authority = origin.substr(separator + 3);
  return !authority.empty() && authority.find_first_of("/?#@") == std::string_view::npos;
}

}  // namespace

std::string RequestTarget::param(const std::string& name, const std::string& fallback) const {
  const auto it = query.find(name);
  return it == query.end() ? fallback : it->second;
}

std::optional<RequestTarget> parse_target(std::string_view target) {
  if (!visible_ascii(target)) return std::nullopt;
  const auto parsed = boost::urls::parse_origin_form(target);
  if (!parsed) return std::nullopt;
  RequestTarget result;
  for (const std::string segment : parsed->segments()) result.segments.push_back(segment);
  // "/" has one empty segment in Boost.URL's view; a trailing slash likewise.
  if (!result.segments.empty() && result.segments.back().empty()) result.segments.pop_back();
  for (const auto param : parsed->params()) result.query.emplace(param.key, param.value);
  return result;
}

bool same_origin(std::string_view origin, std::string_view host) {
  if (origin.empty()) return true;
  if (!visible_ascii(origin) || !origin_shaped(origin)) return false;
  const auto parsed = boost::urls::parse_absolute_uri(origin);
  if (!parsed || !parsed->has_authority()) return false;
  return parsed->encoded_host_and_port() == host;
}

}  // namespace nightrider::web
