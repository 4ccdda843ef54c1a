#include "text/plural.h"

#include <cctype>
#include <vector>

namespace landlord::text {

struct PluralRule::Node {
  enum Kind : uint8_t { kN, kNumber, kNot, kBinary, kIf } kind = kNumber;
  std::string op;  // for kBinary
  uint64_t value = 0;
  std::unique_ptr<Node> a, b, c;
};

namespace {

using Node = PluralRule::Node;
constexpr int kMaxDepth = 64;  // a hostile header nests no deeper than this

class Parser {
 public:
  explicit Parser(std::string_view s) : s_(s) {}

  std::unique_ptr<Node> parse_all(std::string& why) {
    std::unique_ptr<Node> e = ternary(0);
    skip();
    if (e && pos_ != s_.size()) fail("unexpected '" + std::string(1, s_[pos_]) + "'");
    if (!error_.empty()) {
      why = error_;
      return nullptr;
    }
    return e;
  }

 private:
  void skip() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool eat(std::string_view tok) {
    skip();
    if (s_.substr(pos_, tok.size()) != tok) return false;
    // "<" is not the start of "<=", "!" not of "!=", "=" never alone.
    if (tok.size() == 1 && pos_ + 1 < s_.size() && s_[pos_ + 1] == '=' && (tok == "<" || tok == ">" || tok == "!")) {
      return false;
    }
    pos_ += tok.size();
    return true;
  }
  void fail(std::string what) {
    if (error_.empty()) error_ = std::move(what);
  }
  static std::unique_ptr<Node> binary(std::string op, std::unique_ptr<Node> a, std::unique_ptr<Node> b) {
    auto n = std::make_unique<Node>();
    n->kind = Node::kBinary;
    n->op = std::move(op);
    n->a = std::move(a);
    n->b = std::move(b);
    return n;
  }
  // True (and the parse failed) past kMaxDepth.
  bool too_deep(int depth) {
    if (depth > kMaxDepth) fail("nested too deep");
    return depth > kMaxDepth;
  }
  std::unique_ptr<Node> ternary(int depth) {
    if (too_deep(depth)) return nullptr;
    std::unique_ptr<Node> cond = logical_or(depth);
    if (!cond) return nullptr;
    if (!eat("?")) return cond;
    std::unique_ptr<Node> yes = ternary(depth + 1);
    if (!yes) return nullptr;
    if (!eat(":")) {
      fail("'?' without ':'");
      return nullptr;
    }
    std::unique_ptr<Node> no = ternary(depth + 1);
    if (!no) return nullptr;
    auto n = std::make_unique<Node>();
    n->kind = Node::kIf;
    n->a = std::move(cond);
    n->b = std::move(yes);
    n->c = std::move(no);
    return n;
  }
  // Each level: its operators, and the level below.
  std::unique_ptr<Node> level(int which, int depth) {
    static const std::vector<std::vector<std::string_view>> kOps = {
        {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
    if (which == static_cast<int>(kOps.size())) return unary(depth);
    std::unique_ptr<Node> left = level(which + 1, depth);
    while (left) {
      bool found = false;
      for (std::string_view op : kOps[static_cast<std::size_t>(which)]) {
        if (eat(op)) {
          std::unique_ptr<Node> right = level(which + 1, depth);
          if (!right) return nullptr;
          left = binary(std::string(op), std::move(left), std::move(right));
          found = true;
          break;
        }
      }
      if (!found) break;
    }
    return left;
  }
  std::unique_ptr<Node> logical_or(int depth) { return level(0, depth); }
  std::unique_ptr<Node> unary(int depth) {
    if (too_deep(depth)) return nullptr;
    if (eat("!")) {
      std::unique_ptr<Node> inner = unary(depth + 1);
      if (!inner) return nullptr;
      auto n = std::make_unique<Node>();
      n->kind = Node::kNot;
      n->a = std::move(inner);
      return n;
    }
    if (eat("(")) {
      std::unique_ptr<Node> inner = ternary(depth + 1);
      if (!inner) return nullptr;
      if (!eat(")")) {
        fail("'(' without ')'");
        return nullptr;
      }
      return inner;
    }
    skip();
    if (pos_ < s_.size() && s_[pos_] == 'n') {
      ++pos_;
      auto n = std::make_unique<Node>();
      n->kind = Node::kN;
      return n;
    }
    if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
      uint64_t v = 0;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
        if (v > 1000000000ull) {
          fail("a number too large");
          return nullptr;
        }
        v = v * 10 + static_cast<uint64_t>(s_[pos_++] - '0');
      }
      auto n = std::make_unique<Node>();
      n->value = v;
      return n;
    }
    fail(pos_ < s_.size() ? "unexpected '" + std::string(1, s_[pos_]) + "'" : "the expression ends early");
    return nullptr;
  }

  std::string_view s_;
  std::size_t pos_ = 0;
  std::string error_;
};

uint64_t eval(const Node& e, uint64_t n) {
  switch (e.kind) {
    case Node::kN: return n;
    case Node::kNumber: return e.value;
    case Node::kNot: return eval(*e.a, n) == 0 ? 1 : 0;
    case Node::kIf: return eval(*e.a, n) != 0 ? eval(*e.b, n) : eval(*e.c, n);
    case Node::kBinary: break;
  }
  const std::string& op = e.op;
  if (op == "||") return (eval(*e.a, n) != 0 || eval(*e.b, n) != 0) ? 1 : 0;
  if (op == "&&") return (eval(*e.a, n) != 0 && eval(*e.b, n) != 0) ? 1 : 0;
  const uint64_t a = eval(*e.a, n), b = eval(*e.b, n);
  if (op == "==") return a == b;
  if (op == "!=") return a != b;
  if (op == "<") return a < b;
  if (op == "<=") return a <= b;
  if (op == ">") return a > b;
  if (op == ">=") return a >= b;
  if (op == "+") return a + b;
  if (op == "-") return a - b;
  if (op == "*") return a * b;
  if (op == "/") return b == 0 ? 0 : a / b;  // (a division by zero is no form)
  if (op == "%") return b == 0 ? 0 : a % b;
  return 0;
}

}  // namespace

PluralRule::PluralRule() {
  std::string why;
  Parser p("n != 1");
  expr_ = p.parse_all(why);
}
PluralRule::~PluralRule() = default;
PluralRule::PluralRule(PluralRule&&) noexcept = default;
PluralRule& PluralRule::operator=(PluralRule&&) noexcept = default;

bool PluralRule::parse(std::string_view header, PluralRule& out, std::string& why) {
  // "nplurals=N; plural=EXPR;"
  const std::size_t np = header.find("nplurals");
  const std::size_t pl = header.find("plural=");
  if (np == std::string_view::npos || pl == std::string_view::npos) {
    why = "Plural-Forms without nplurals= and plural=";
    return false;
  }
  std::size_t at = header.find('=', np);
  int forms = 0;
  if (at == std::string_view::npos) {
    why = "nplurals without a value";
    return false;
  }
  ++at;
  while (at < header.size() && header[at] == ' ') ++at;
  while (at < header.size() && std::isdigit(static_cast<unsigned char>(header[at])) && forms < 100) {
    forms = forms * 10 + (header[at++] - '0');
  }
  if (forms < 1 || forms > 6) {
    why = "nplurals is not between 1 and 6";
    return false;
  }
  std::string_view expr = header.substr(pl + 7);
  const std::size_t end = expr.find(';');
  if (end != std::string_view::npos) expr = expr.substr(0, end);
  Parser p(expr);
  std::unique_ptr<Node> e = p.parse_all(why);
  if (!e) {
    why = "plural=" + std::string(expr) + ": " + why;
    return false;
  }
  out.forms_ = forms;
  out.expr_ = std::move(e);
  return true;
}

int PluralRule::form(uint64_t n) const {
  if (!expr_) return n == 1 ? 0 : 1;
  const uint64_t f = eval(*expr_, n);
  return f >= static_cast<uint64_t>(forms_) ? forms_ - 1 : static_cast<int>(f);
}

}  // namespace landlord::text
