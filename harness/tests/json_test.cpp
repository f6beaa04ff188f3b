// SPDX-License-Identifier: Apache-2.0
#include "json.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace cudasem
