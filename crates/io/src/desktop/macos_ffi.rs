//! The macOS calls that need `unsafe`, and nothing else: LaunchServices' mailto: handler
//! (read, set, list) and the Apple Event handler through which a click reaches a running app.
//! The crate forbids `unsafe` everywhere but here; [`super::macos`] and
//! [`crate::open_with`] build on these safe functions. Compiled on macOS only.
#![allow(unsafe_code)]

use core_foundation::array::{CFArray, CFArrayRef};
use core_foundation::base::TCFType;
use core_foundation::string::{CFString, CFStringRef};
use objc2::rc::Retained;
use objc2::runtime::NSObject;
use objc2::{AnyThread, DefinedClass, define_class, msg_send, sel};
use objc2_foundation::{NSAppleEventDescriptor, NSAppleEventManager};

#[link(name = "CoreServices", kind = "framework")]
unsafe extern "C" {
    fn LSSetDefaultHandlerForURLScheme(scheme: CFStringRef, handler: CFStringRef) -> i32;
    fn LSCopyDefaultHandlerForURLScheme(scheme: CFStringRef) -> CFStringRef;
    fn LSCopyAllHandlersForURLScheme(scheme: CFStringRef) -> CFArrayRef;
}

/// 'GURL': kInternetEventClass and kAEGetURL.
const GURL: u32 = u32::from_be_bytes(*b"GURL");
/// '----': keyDirectObject, the URL itself.
const DIRECT_OBJECT: u32 = u32::from_be_bytes(*b"----");

/// The bundle id LaunchServices opens `mailto:` with, if any.
pub fn default_mailto_handler() -> Option<String> {
    let scheme = CFString::new("mailto");
    // SAFETY: a valid CFString in; the result follows the Copy rule (we own it) or is null.
    let handler = unsafe { LSCopyDefaultHandlerForURLScheme(scheme.as_concrete_TypeRef()) };
    if handler.is_null() {
        return None;
    }
    // SAFETY: non-null and owned by us (Copy rule).
    Some(unsafe { CFString::wrap_under_create_rule(handler) }.to_string())
}

/// Makes `bundle_id` the `mailto:` handler; `Err` carries LaunchServices' OSStatus.
pub fn set_default_mailto_handler(bundle_id: &str) -> Result<(), i32> {
    let scheme = CFString::new("mailto");
    let handler = CFString::new(bundle_id);
    // SAFETY: two valid CFStrings; LaunchServices does not keep our references.
    let status = unsafe {
        LSSetDefaultHandlerForURLScheme(scheme.as_concrete_TypeRef(), handler.as_concrete_TypeRef())
    };
    if status == 0 { Ok(()) } else { Err(status) }
}

/// Every bundle id LaunchServices knows for `mailto:` (a deprecated API, still the only one
/// that lists them without a URL to open).
pub fn all_mailto_handlers() -> Vec<String> {
    let scheme = CFString::new("mailto");
    // SAFETY: a valid CFString in; the result follows the Create/Copy rule or is null.
    let array = unsafe { LSCopyAllHandlersForURLScheme(scheme.as_concrete_TypeRef()) };
    if array.is_null() {
        return Vec::new();
    }
    // SAFETY: non-null, owned by us (Copy rule).
    let array: CFArray<CFString> = unsafe { CFArray::wrap_under_create_rule(array) };
    array.iter().map(|s| s.to_string()).collect()
}

struct Ivars {
    on_url: Box<dyn Fn(String)>,
}

define_class!(
    // SAFETY: NSObject has no subclassing requirements, and this class has no Drop.
    #[unsafe(super(NSObject))]
    #[name = "MailtoPreviewLinkHandler"]
    #[ivars = Ivars]
    struct LinkHandler;

    impl LinkHandler {
        #[unsafe(method(handleGetURLEvent:withReplyEvent:))]
        fn handle_get_url(&self, event: &NSAppleEventDescriptor, _reply: &NSAppleEventDescriptor) {
            if let Some(url) = event
                .paramDescriptorForKeyword(DIRECT_OBJECT)
                .and_then(|d| d.stringValue())
            {
                (self.ivars().on_url)(url.to_string());
            }
        }
    }
);

/// Installs the Apple Event handler that gives each clicked URL to `on_url`, for the life of
/// the process. Call it before the event loop starts: a cold launch's link is queued until
/// then.
pub fn on_get_url_event(on_url: impl Fn(String) + 'static) {
    let handler = LinkHandler::alloc().set_ivars(Ivars {
        on_url: Box::new(on_url),
    });
    // SAFETY: NSObject's init on a freshly allocated object.
    let handler: Retained<LinkHandler> = unsafe { msg_send![super(handler), init] };
    let manager = NSAppleEventManager::sharedAppleEventManager();
    // SAFETY: the selector matches the method defined above; the manager does not retain its
    // handler, so it is leaked below and lives as long as the process.
    unsafe {
        manager.setEventHandler_andSelector_forEventClass_andEventID(
            &handler,
            sel!(handleGetURLEvent:withReplyEvent:),
            GURL,
            GURL,
        );
    }
    std::mem::forget(handler);
}
