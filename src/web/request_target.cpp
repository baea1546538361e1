#include "web/request_target.h"

#include <boost/url/parse.hpp>
#include <boost/url/url_view.hpp>
// Boost.URL is built into this file (Debian ships it as headers only).
#include <boost/url/src.hpp>

namespace nightrider::web {

std::string RequestTarget::param(const std::string& name, const std::string& fallback) const {
  const auto it = query.find(name);
  return it == query.end() ? fallback : it->second;
}

std::optional<RequestTarget> parse_target(std::string_view target) {
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
  const auto parsed = boost::urls::parse_absolute_uri(origin);
  if (!parsed || !parsed->has_authority()) return false;
  return parsed->encoded_host_and_port() == host;
}

}  // namespace nightrider::web
