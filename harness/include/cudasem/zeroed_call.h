// SPDX-License-Identifier: Apache-2.0
// A call of an API function with arguments made from its own type, for the return-code tables (a row
// per function: which code does the call return in a given state, before cuInit, with no context
// current, ...). Each argument is made by its type alone:
//   - a pointer to an object type or to void points at a zeroed scratch slot of its own (8 KiB, one
//     per parameter): an output is writable, an input reads zeros, no null is dereferenced;
//   - a pointer to an incomplete type (an opaque handle: CUcontext, CUstream, cudaStream_t, ...) and a
//     function pointer (a callback) are null: a handle is never a made-up address, a callback never
//     points at data;
//   - every other parameter (a number, an enum, a device pointer value, a struct by value) is
//     value-initialized (0).
//   CUresult r = cudasem::call_with_zeroed_arguments(drv.cuMemGetInfo);  // cuMemGetInfo(&zero, &zero)
// The call is meant for a helper process of its own (one call per process): the scratch slots are
// static and shared by every call of the process.
// The tables' rows, their filter and their helper process: cudasem/code_table.h.
#pragma once

#include <cstddef>
#include <cstring>
#include <type_traits>
#include <utility>

namespace cudasem {

inline constexpr std::size_t kZeroedSlots = 16;
inline constexpr std::size_t kZeroedSlotBytes = 8192;

namespace detail {

template <typename T, typename = void>
struct is_complete : std::false_type {};
template <typename T>
struct is_complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};

inline unsigned char* zeroed_slot(std::size_t index) {
  alignas(4096) static unsigned char slots[kZeroedSlots][kZeroedSlotBytes];
  std::memset(slots[index], 0, kZeroedSlotBytes);
  return slots[index];
}

}  // namespace detail

// The argument of type T at parameter `index` (the scheme above).
template <typename T>
T zeroed_argument(std::size_t index) {
  if constexpr (std::is_pointer_v<T>) {
    using Pointee = std::remove_cv_t<std::remove_pointer_t<T>>;
    if constexpr (std::is_function_v<Pointee> || !(std::is_void_v<Pointee> || detail::is_complete<Pointee>::value)) {
      return T{};
    } else {
      return reinterpret_cast<T>(detail::zeroed_slot(index));
    }
  } else {
    return T{};
  }
}

namespace detail {
template <typename R, typename... A, std::size_t... I>
R call_zeroed(R (*fn)(A...), std::index_sequence<I...>) {
  return fn(zeroed_argument<A>(I)...);
}
}  // namespace detail

// `fn` called once with the arguments of the scheme above; what it returns.
template <typename R, typename... A>
R call_with_zeroed_arguments(R (*fn)(A...)) {
  static_assert(sizeof...(A) <= kZeroedSlots, "cudasem: more parameters than zeroed scratch slots");
  return detail::call_zeroed(fn, std::index_sequence_for<A...>{});
}

}  // namespace cudasem
