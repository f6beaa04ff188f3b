// SPDX-License-Identifier: Apache-2.0
#include "json.h"

#include <gtest/gtest.h>

#include <cmath>

namespace cudasem {
namespace {

TEST(Json, EscapesAndKeepsKeyOrder) {
  Json j = Json::object();
  j.set("b", "quote\" and \\ and \n");
  j.set("a", Json::array().push(1).push(true).push(nullptr).push(0.5));
  j.set("b", "replaced");
  EXPECT_EQ(j.dump(), "{\"b\":\"replaced\",\"a\":[1,true,null,0.5]}");
  EXPECT_EQ(json_escape(std::string("\x01")), "\"\\u0001\"");
}

TEST(Json, RawFragmentsAreEmbedded) {
  Json j = Json::object();
  j.set("attempts", Json::Raw{"[{\"x\":1}]"});
  EXPECT_EQ(j.dump(), "{\"attempts\":[{\"x\":1}]}");
}

TEST(Json, InvalidUtf8IsReplacedAndTheOutputParses) {
  Json j = Json::object();
  j.set("message", std::string("bad \xff\xfe byte"));
  const std::string out = j.dump();
  EXPECT_EQ(out, "{\"message\":\"bad \xef\xbf\xbd\xef\xbf\xbd byte\"}");
  EXPECT_FALSE(nlohmann::json::parse(out, nullptr, false).is_discarded());
}

TEST(Json, UnsignedValuesKeepTheirRange) {
  Json j = Json::object();
  j.set("big", 18446744073709551615ull);
  j.set("above_int64", 9223372036854775808ull);
  EXPECT_EQ(j.dump(), "{\"big\":18446744073709551615,\"above_int64\":9223372036854775808}");
}

TEST(Json, NanIsNullAndABadRawFragmentStaysAString) {
  Json j = Json::object();
  j.set("nan", std::nan(""));
  j.set("raw", Json::Raw{"[not json"});
  EXPECT_EQ(j.dump(), "{\"nan\":null,\"raw\":\"[not json\"}");
}

}  // namespace
}  // namespace cudasem
