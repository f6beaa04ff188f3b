// SPDX-License-Identifier: Apache-2.0
// The helper protocol (cudasem/child.h) without a GPU: this binary starts itself as a helper
// (`--cudasem-helper=<name>`, dispatched by its own main below), exchanges JSON-lines messages
// with it, and sees a line that is not a message fail the test that read it.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "cudasem/child.h"

namespace {

using namespace std::chrono_literals;
using cudasem::HelperCode;
using cudasem::HelperMessage;

// Each message from the case comes back unchanged, until "end" (echoed too).
int echo_helper() {
  while (auto m = cudasem::helper_read_message(10s)) {
    cudasem::helper_send(*m);
    if (m->key == "end") return 0;
  }
  return 1;
}

// One message of each value type, then "end".
int report_helper() {
  cudasem::helper_send("count", 4096);
  cudasem::helper_send("big", 1ull << 40);
  cudasem::helper_send("ratio", 0.5);
  cudasem::helper_send("flag", true);
  cudasem::helper_send("name", "a \"quoted\" name\twith a tab");
  cudasem::helper_send("open", cudaErrorInvalidValue);
  cudasem::helper_send("nothing");
  cudasem::helper_send("end");
  return 0;
}

// A message, a line of an old ad hoc protocol, a message.
int malformed_helper() {
  cudasem::helper_send("first", 1);
  std::printf("read_ok 5\n");
  std::fflush(stdout);
  cudasem::helper_send("end");
  return 0;
}

// Device printf's case: raw output among the helper's markers.
int printf_helper() {
  cudasem::helper_send("marker", "before");
  std::printf("cudasem-device-line 7\n");
  std::fflush(stdout);
  cudasem::helper_send("marker", "after");
  return 0;
}

// Reads the handle the case sends (as the IPC helpers do) and answers with its length.
int handle_helper() {
  auto hex = cudasem::helper_read("handle", 10s);
  unsigned char bytes[4] = {};
  if (!hex || !cudasem::from_hex(*hex, bytes, sizeof bytes)) return 3;
  cudasem::helper_send("sum", bytes[0] + bytes[1] + bytes[2] + bytes[3]);
  return 0;
}

const std::map<std::string, int (*)()>& helpers() {
  static const std::map<std::string, int (*)()> all = {{"echo", echo_helper}, {"report", report_helper},
      {"malformed", malformed_helper}, {"printf", printf_helper}, {"handle", handle_helper}};
  return all;
}

TEST(HelperMessage, ValuesRoundTripThroughOneLine) {
  const HelperMessage sent[] = {{"n", 42LL}, {"neg", -7LL}, {"d", 0.25}, {"b", false}, {"s", std::string("x\ny")},
      {"code", HelperCode{"CUDA_ERROR_NOT_INITIALIZED", 3}}, {"end", nullptr}};
  for (const HelperMessage& m : sent) {
    const std::string line = m.json();
    EXPECT_EQ(line.find('\n'), std::string::npos) << line;
    std::string why;
    auto back = cudasem::parse_helper_message(line, &why);
    ASSERT_TRUE(back) << line << ": " << why;
    EXPECT_EQ(back->key, m.key);
    EXPECT_EQ(back->text(), m.text()) << line;
    EXPECT_EQ(back->value.index(), m.value.index()) << line;
  }
  EXPECT_EQ(HelperMessage({"end", nullptr}).json(), R"({"key":"end"})");
  EXPECT_EQ(HelperMessage({"open", HelperCode{"cudaSuccess", 0}}).json(),
      R"({"key":"open","value":{"name":"cudaSuccess","code":0}})");
  EXPECT_EQ(HelperMessage({"open", HelperCode{"cudaErrorInvalidValue", 1}}).text(), "cudaErrorInvalidValue (1)");
}

TEST(HelperMessage, MalformedLinesAreRejectedWithAReason) {
  for (const char* line : {"read_ok 5", "rc=0 count=1", "", "[1,2]", "\"end\"", R"({"value":1})", R"({"key":""})",
           R"({"key":5})", R"({"key":"a","value":1,"extra":2})", R"({"key":"a","value":[1]})",
           R"({"key":"a","value":{"name":"x"}})", R"({"key":"a","value":{"name":"x","code":1.5}})",
           R"({"key":"a","value":{"name":"x","code":1,"more":0}})", R"({"key":"a"} trailing)"}) {
    std::string why;
    EXPECT_FALSE(cudasem::parse_helper_message(line, &why)) << line;
    EXPECT_FALSE(why.empty()) << line;
  }
}

TEST(ChildProcess, ExchangesMessagesBothWays) {
  cudasem::ChildProcess child("echo", {});
  ASSERT_TRUE(child.started()) << child.error();
  ASSERT_TRUE(child.send("count", 5LL));
  ASSERT_TRUE(child.send("handle", cudasem::to_hex("\x01\x02", 2)));
  auto count = child.read_message(10s);
  ASSERT_TRUE(count);
  EXPECT_EQ(count->key, "count");
  EXPECT_EQ(count->integer(), 5);
  EXPECT_EQ(count->line, 0);
  auto handle = child.read_message(10s);
  ASSERT_TRUE(handle);
  EXPECT_EQ(handle->text(), "0102");
  EXPECT_EQ(handle->line, 1);
  ASSERT_TRUE(child.send("open", HelperCode{"cudaSuccess", 0}));
  ASSERT_TRUE(child.send("end"));
  cudasem::HelperReport report = child.read_report(10s);
  EXPECT_TRUE(report.complete);
  ASSERT_EQ(report.messages.size(), 1u);
  EXPECT_EQ(report.text("open"), "cudaSuccess (0)");
  EXPECT_EQ(child.wait_exit(10s), 0);
}

TEST(ChildProcess, HelperReadsATypedHandle) {
  cudasem::ChildProcess child("handle", {});
  ASSERT_TRUE(child.started()) << child.error();
  const unsigned char bytes[4] = {1, 2, 3, 4};
  child.send("handle", cudasem::to_hex(bytes, sizeof bytes));
  auto sum = child.read_message(10s);
  ASSERT_TRUE(sum);
  EXPECT_EQ(sum->integer(), 10);
  EXPECT_EQ(child.wait_exit(10s), 0);
}

TEST(RunHelper, CollectsTypedValues) {
  cudasem::HelperRun run = cudasem::run_helper("report", {});
  ASSERT_TRUE(run.started) << run.error;
  ASSERT_TRUE(run.finished);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(run.complete);
  EXPECT_EQ(run.integer("count"), 4096);
  EXPECT_EQ(run.integer("big"), 1LL << 40);
  EXPECT_EQ(run.text("ratio"), "0.5");
  EXPECT_EQ(run.find("flag")->boolean(), true);
  EXPECT_EQ(run.text("name"), "a \"quoted\" name\twith a tab");
  auto open = run.code("open");
  ASSERT_TRUE(open);
  EXPECT_EQ(open->name, "cudaErrorInvalidValue");
  EXPECT_EQ(open->code, 1);
  EXPECT_EQ(run.text("open"), "cudaErrorInvalidValue (1)");
  EXPECT_TRUE(run.has("nothing"));
  EXPECT_EQ(run.text("nothing"), "");
  EXPECT_FALSE(run.has("absent"));
  EXPECT_EQ(run.text("absent", "(missing)"), "(missing)");
  EXPECT_EQ(run.integer("absent"), std::nullopt);
}

TEST(RunHelper, AValueOfAnotherTypeFailsTheCase) {
  cudasem::HelperRun run = cudasem::run_helper("report", {});
  ASSERT_TRUE(run.finished);
  EXPECT_NONFATAL_FAILURE(run.integer("name"), "expected an integer value");
  EXPECT_NONFATAL_FAILURE(run.code("count"), "expected a CUDA code");
}

TEST(RunHelper, AMalformedLineFailsTheCaseNamingHelperAndLine) {
  cudasem::HelperRun run;
  EXPECT_NONFATAL_FAILURE(run = cudasem::run_helper("malformed", {}),
      "helper malformed wrote a line that is not a protocol message (not JSON): read_ok 5");
  EXPECT_EQ(run.messages.size(), 2u);  // the messages around it still count
  EXPECT_TRUE(run.complete);
  EXPECT_TRUE(run.raw.empty());
}

TEST(ChildProcess, AMalformedLineFailsTheCaseNamingHelperAndLine) {
  cudasem::ChildProcess child("malformed", {});
  ASSERT_TRUE(child.started()) << child.error();
  cudasem::HelperReport report;
  EXPECT_NONFATAL_FAILURE(report = child.read_report(10s),
      "helper malformed wrote a line that is not a protocol "
      "message (not JSON): read_ok 5");
  EXPECT_TRUE(report.complete);
  EXPECT_EQ(report.integer("first"), 1);
  EXPECT_EQ(child.wait_exit(10s), 0);
}

TEST(RunHelper, RawLinesAreKeptInOrderOnlyWhenAsked) {
  cudasem::HelperRun run = cudasem::run_helper("printf", {}, 30s, cudasem::RawLines::keep);
  ASSERT_TRUE(run.finished);
  ASSERT_EQ(run.raw.size(), 1u);
  EXPECT_EQ(run.raw[0].text, "cudasem-device-line 7");
  EXPECT_EQ(run.raw[0].line, 1);
  ASSERT_EQ(run.messages.size(), 2u);
  EXPECT_EQ(run.messages[0].line, 0);
  EXPECT_EQ(run.messages[1].line, 2);
  EXPECT_EQ(run.messages[1].text(), "after");
  EXPECT_NONFATAL_FAILURE(cudasem::run_helper("printf", {}), "cudasem-device-line 7");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strncmp(argv[1], "--cudasem-helper=", 17) == 0) {
    auto it = helpers().find(argv[1] + 17);
    return it == helpers().end() ? 2 : it->second();
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
