#include "ui/chat_view.h"

#include <algorithm>
#include <cstring>

#include "text/tr.h"
#include "ui/theme.h"

namespace landlord::ui {

namespace {

// The reactions (net::kReactions), marked for the catalogs: a person says
// one in the language they see it in, as they would a line they typed.
constexpr const char* kReactionWords[] = {tr_noop("Good luck!"), tr_noop("Nice!"),      tr_noop("Ouch!"),
                                          tr_noop("Well played!"), tr_noop("Your turn!"), tr_noop("Ha ha!")};
static_assert(std::size(kReactionWords) == std::size(net::kReactions));

}  // namespace

void ChatBox::take_new(const net::Device& device, Session& session, Notices& notices, double now) {
  if (&device != device_) {  // another room: its lines from the start
    *this = ChatBox();
    device_ = &device;
  }
  const net::Chat& chat = device.chat();
  const auto& lines = chat.lines();
  const uint64_t added = chat.added();
  const uint64_t fresh = std::min<uint64_t>(added - seen_, lines.size());
  for (std::size_t i = lines.size() - fresh; i < lines.size(); ++i) {
    const net::ChatLine& l = lines[i];
    if (session.active()) session.add_chat(l.name, l.mine, l.text);
    if (!open_ && !l.mine) {
      ++unread_;
      // TRANSLATORS: the title of a notice over the board: a line of the online chat follows below it.
      notices.say(trf("{player} says", fmt::arg("player", l.name)), l.text, now);
    }
  }
  seen_ = added;
}

std::string ChatBox::label() const {
  // TRANSLATORS: the chat's button; {n} is the number of lines not read yet.
  return unread_ ? trf("Chat ({n})", fmt::arg("n", unread_)) : std::string(tr("Chat"));
}

void ChatBox::bar_button(Frame& f, float height) {
  const std::string text = label();
  const float w = ImGui::CalcTextSize(text.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
  if (button(f, "chat.open", text, true, {}, ImVec2(w, height))) {
    open_ = !open_;
    if (open_) {
      unread_ = 0;
      focus_text_ = !f.touch;  // a phone's keyboard only when the field is tapped
    }
  }
}

void ChatBox::draw(Frame& f, net::Device& device) {
  if (!open_) return;
  unread_ = 0;
  const float w = std::min(f.width - 16.0f, 460.0f);
  const float fh = std::max(44.0f, ImGui::GetFrameHeight());
  ImGui::SetNextWindowPos(ImVec2(f.width * 0.5f, f.height - 8.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSize(ImVec2(w, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(14, 12));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10.0f);
  ImGui::Begin("##chat", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_AlwaysAutoResize);
  const float inner = w - 28.0f;
  ImGui::PushFont(f.fonts.bold);
  ImGui::TextUnformatted(tr("Chat"));
  ImGui::PopFont();
  ImGui::SameLine(inner - fh * 2.0f + 14.0f);
  if (button(f, "chat.close", tr("Close"), true, {}, ImVec2(fh * 2.0f, 0))) open_ = false;

  // The latest lines, newest at the bottom, as text (never markup).
  const auto& lines = device.chat().lines();
  const float lines_h = f.height < 560.0f ? 72.0f : 150.0f;
  ImGui::BeginChild("##chat-lines", ImVec2(inner, lines_h), false);
  if (lines.empty()) ImGui::TextDisabled("%s", tr("Nothing said yet. Say hello, or send a reaction."));
  for (const net::ChatLine& l : lines) {
    ImGui::PushStyleColor(ImGuiCol_Text, l.mine ? ImGui::ColorConvertU32ToFloat4(palette().accent)
                                                : ImGui::GetStyleColorVec4(ImGuiCol_Text));
    // TRANSLATORS: before a line of the chat that the player said (the others' lines have their names).
    const std::string who = l.mine ? std::string(trc("chat", "You:"))
                                   // TRANSLATORS: before another person's line of the chat.
                                   : trcf("chat", "{player}:", fmt::arg("player", l.name));
    ImGui::TextUnformatted(who.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(l.text.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!lines.empty()) {
    f.widgets.show("chat-line", (lines.back().mine ? std::string("You") : lines.back().name) + ": " + lines.back().text,
                   ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 4.0f) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();

  // A line to type, and Send.
  bool send = false;
  const float send_w = fh * 2.0f;
  ImGui::SetNextItemWidth(inner - send_w - ImGui::GetStyle().ItemSpacing.x);
  if (focus_text_) {
    ImGui::SetKeyboardFocusHere();
    focus_text_ = false;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10.0f, (fh - ImGui::GetFontSize()) * 0.5f));
  send |= ImGui::InputTextWithHint("##chat-text", tr("a line to the table"), text_, sizeof text_,
                                   ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::PopStyleVar();
  f.widgets.add_last_item("chat.text", tr("A line to the table"), true);
  ImGui::SameLine();
  send |= button(f, "chat.send", tr("Send"), text_[0] != '\0', tr("Type a line first"), ImVec2(send_w, fh));
  std::string said;
  if (send && text_[0]) said = text_;
  // The reactions: a line each, with one press.
  for (std::size_t k = 0; k < std::size(net::kReactions); ++k) {
    const char* r = tr(net::kReactions[k]);
    const float bw = ImGui::CalcTextSize(r).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (k > 0) {
      const float next = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + bw;
      if (next <= ImGui::GetWindowPos().x + 14.0f + inner) ImGui::SameLine();
    }
    if (button(f, "chat.react." + std::to_string(k), r, true, {}, ImVec2(bw, fh))) said = r;
  }
  if (!said.empty()) {
    std::string why;
    if (device.say(said, &why)) {
      why_.clear();
      if (said == text_) text_[0] = '\0';
      focus_text_ = !f.touch && send;
    } else {
      why_ = why;
    }
  }
  if (!why_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, palette().danger);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(why_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
}

}  // namespace landlord::ui
